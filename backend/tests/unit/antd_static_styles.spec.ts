import { test } from '@japa/runner'
import { fileURLToPath } from 'node:url'
import { antdComponentsUsed, renderAntdStyles } from '../../../scripts/antd_styles_plugin.js'
import { appTheme } from '../../../frontend/src/theme.js'

const fromRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))
const sourceDirs = [fromRoot('frontend/src'), fromRoot('modules')]

/* antd's class for a component: `ant-input-number` for InputNumber, `ant-btn` for Button. */
const classOf = (component: string) =>
  component === 'Button'
    ? 'ant-btn'
    : `ant-${component.replace(/[A-Z]/g, (letter, at) => (at ? '-' : '') + letter.toLowerCase())}`

/*
 * The client runs antd with zeroRuntime: a component missing from the CSS
 * rendered at build time shows unstyled on screen.
 */
test.group('antd static styles', () => {
  test('every antd component the client imports is found', async ({ assert }) => {
    const components = await antdComponentsUsed(sourceDirs)

    for (const imported of ['Table', 'Select', 'Modal', 'Drawer', 'Upload', 'Popconfirm']) {
      assert.include(components, imported)
    }
    for (const drawnInside of ['Menu', 'Tooltip', 'Pagination', 'Popover']) {
      assert.include(components, drawnInside)
    }
    assert.notInclude(components, 'ConfigProvider')
  })

  test('the CSS styles each of them, with the unhashed class names the client renders', async ({
    assert,
  }) => {
    const components = await antdComponentsUsed(sourceDirs)
    const css = await renderAntdStyles(components, appTheme)

    for (const component of components) {
      assert.include(css, `.${classOf(component)}`, `${component} has no styles`)
    }
    for (const part of [
      '.ant-select-dropdown',
      '.ant-dropdown-menu',
      '.ant-modal-confirm',
      '.ant-space-addon',
    ]) {
      assert.include(css, part)
    }
    assert.include(css, '.anticon', 'icons keep their base style')
    assert.include(css, '@keyframes', 'motions keep their keyframes')
    assert.notInclude(css, ':where(.css-', 'selectors carry no hash')
  })
})
