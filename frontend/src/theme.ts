import type { ThemeConfig } from 'antd'

/**
 * Barstock's antd theme. The build renders the components' static CSS with
 * it (scripts/antd_styles_plugin.ts) and main.tsx gives it to ConfigProvider,
 * so both must read it from here. Unhashed class names, because the static
 * CSS is written once for every build.
 */
export const appTheme: ThemeConfig = {
  hashed: false,
  token: { colorPrimary: '#b8860b', borderRadius: 6 },
}
