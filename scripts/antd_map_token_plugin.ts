import type { Plugin } from 'vite'
import type { ThemeConfig } from 'antd'
import { derivedMapToken, seedOf } from '../frontend/src/map_token.js'

const ANTD_MAP_TOKEN_MODULE = 'virtual:antd-map-token'
const RESOLVED = `\0${ANTD_MAP_TOKEN_MODULE}`

/**
 * The module the client imports as `virtual:antd-map-token`: the map tokens
 * the theme's algorithm derives from the seed antd's `useToken` starts from
 * (antd's default seed and the theme's tokens). The client hands them back to
 * antd instead of deriving them on every load (frontend/src/prebuilt_theme.ts).
 */
export async function antdMapTokenModule(themeConfig: ThemeConfig) {
  const { theme } = await import('antd')
  const seed = seedOf(themeConfig, theme.defaultSeed)
  const mapToken = derivedMapToken(themeConfig, theme.defaultAlgorithm, seed)
  return `export const mapToken = ${JSON.stringify(mapToken)}`
}

/** Serves `virtual:antd-map-token` (see antdMapTokenModule). */
export function antdMapTokenPlugin(options: { theme: ThemeConfig }): Plugin {
  return {
    name: 'barstock:antd-map-token',
    resolveId: (id) => (id === ANTD_MAP_TOKEN_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? antdMapTokenModule(options.theme) : undefined),
  }
}
