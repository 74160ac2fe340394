import { readdir, readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Plugin } from 'vite'
import type { ThemeConfig } from 'antd'

export const ANTD_STYLES_MODULE = 'virtual:antd-styles.css'
const RESOLVED = `\0${ANTD_STYLES_MODULE}`

/*
 * Components other antd components render inside them (a table's pagination,
 * filter menu and sorter tooltip; a popconfirm's popover; an upload's
 * progress; a form's grid), whose style hooks run only once they are drawn.
 */
const RENDERED_INSIDE_OTHERS = [
  'Button',
  'Checkbox',
  'Col',
  'Dropdown',
  'Empty',
  'Input',
  'Menu',
  'Pagination',
  'Popover',
  'Progress',
  'Radio',
  'Row',
  'Select',
  'Spin',
  'Tooltip',
]

/* Not components, or components without styles of their own. */
const NOT_STYLED = new Set(['ConfigProvider', 'Grid', 'App'])

/** The antd components the client imports (`import { Table, … } from 'antd'`). */
export async function antdComponentsUsed(sourceDirs: string[]): Promise<string[]> {
  const names = new Set(RENDERED_INSIDE_OTHERS)
  for (const dir of sourceDirs) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true })
    for (const entry of entries) {
      if (!entry.isFile() || !['.ts', '.tsx'].includes(extname(entry.name))) continue
      const source = await readFile(join(entry.parentPath, entry.name), 'utf8')
      for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const raw of list.split(',')) {
          const name = raw.trim()
          if (/^[A-Z]\w*$/.test(name) && !NOT_STYLED.has(name)) names.add(name)
        }
      }
    }
  }
  return [...names].sort()
}

/**
 * The CSS antd would otherwise generate in the browser on every load (its
 * CSS-in-JS hashes, serializes and injects each component's style as it
 * first renders: a third of the inventory screen's main-thread time on a
 * phone). Rendered here once, on the server side of the build, for the
 * components in use; the client runs antd with `zeroRuntime`, which keeps
 * only the theme's CSS variables at run time.
 */
export async function renderAntdStyles(components: string[], theme: ThemeConfig) {
  const { createElement: h, Fragment } = await import('react')
  const { renderToString } = await import('react-dom/server')
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs')
  const antd = (await import('antd')) as unknown as Record<string, any>

  /* Components that draw their styled parts only with some content or state. */
  const special: Record<string, (component: any) => ReturnType<typeof h>> = {
    Dropdown: (Dropdown) => h(Dropdown, { menu: { items: [] } }, h('span')),
    Menu: (Menu) => h(Menu, { items: [] }),
    Input: (Input) => h(Fragment, null, h(Input), h(Input.Search), h(Input.TextArea)),
    /*
     * An addonBefore/addonAfter (the count sheet's grams) is drawn as a
     * Space.Addon beside the input in a Space.Compact, whose styles are their
     * own: without them the "g" sits unboxed outside the field.
     */
    InputNumber: (InputNumber) =>
      h(antd.Space.Compact, null, h(InputNumber), h(antd.Space.Addon, null, 'g')),
    Layout: (Layout) => h(Layout, null, h(Layout.Header), h(Layout.Sider), h(Layout.Content)),
    Modal: (Modal) =>
      h(
        Fragment,
        null,
        h(Modal),
        h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
        h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' })
      ),
    Space: (Space) => h(Fragment, null, h(Space), h(Space.Compact, null, h(antd.Button))),
    Tag: (Tag) => h(Fragment, null, h(Tag, { color: 'blue' }), h(Tag, { color: 'success' })),
  }
  const cache = createCache()
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(
        antd.ConfigProvider,
        { theme },
        components.map((name) => {
          const component = antd[name]
          if (!component) throw new Error(`antd has no component ${name}`)
          return h(Fragment, { key: name }, (special[name] ?? ((c) => h(c)))(component))
        })
      )
    )
  )
  return extractStyle(cache, { plain: true, types: 'style' })
}

/** Serves `virtual:antd-styles.css`: the static styles of the antd components the client uses. */
export function antdStylesPlugin(options: { sourceDirs: string[]; theme: ThemeConfig }): Plugin {
  return {
    name: 'barstock:antd-styles',
    resolveId: (id) => (id === ANTD_STYLES_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined
      return renderAntdStyles(await antdComponentsUsed(options.sourceDirs), options.theme)
    },
  }
}
