import { test } from '@japa/runner'
import { theme, type ThemeConfig } from 'antd'
import { antdMapTokenModule } from '../../../scripts/antd_map_token_plugin.js'
import { withPrebuiltMapToken } from '../../../frontend/src/prebuilt_theme.js'
import type { MapToken } from '../../../frontend/src/map_token.js'
import { appTheme } from '../../../frontend/src/theme.js'

/* `virtual:antd-map-token` as the client bundles it, loaded as a module. */
async function builtMapToken(): Promise<MapToken> {
  const code = await antdMapTokenModule(appTheme)
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  return module.mapToken
}

/* The tokens antd computes for a theme: what the components are drawn with. */
const tokensOf = (config: ThemeConfig) => theme.getDesignToken(config)

/*
 * The client gives antd the map tokens the build derived; a wrong or stale
 * one would draw every screen in colours other than the theme's.
 */
test.group('antd map token built at build time', () => {
  test('the app theme draws with the tokens antd derives for it', async ({ assert }) => {
    const prebuilt = withPrebuiltMapToken(appTheme, await builtMapToken())

    assert.deepEqual(tokensOf(prebuilt), tokensOf(appTheme))
  })

  test('antd takes the built tokens for the app theme instead of deriving them', async ({
    assert,
  }) => {
    const marked = { ...(await builtMapToken()), colorPrimaryBg: 'built' }
    const prebuilt = withPrebuiltMapToken(appTheme, marked)

    assert.equal(tokensOf(prebuilt).colorPrimaryBg, 'built')
  })

  test('a theme with other tokens is derived as antd would', async ({ assert }) => {
    const marked = { ...(await builtMapToken()), colorPrimaryBg: 'built' }
    const prebuilt = withPrebuiltMapToken(appTheme, marked)
    const otherTokens = { colorPrimary: '#1677ff', borderRadius: 2 }

    const derived = tokensOf({ ...prebuilt, token: otherTokens })

    assert.deepEqual(derived, tokensOf({ ...appTheme, token: otherTokens }))
    assert.notEqual(derived.colorPrimaryBg, 'built')
  })
})
