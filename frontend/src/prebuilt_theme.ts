import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd'
import { derivedMapToken, seedOf, type MapToken, type SeedToken } from './map_token.js'

/**
 * The theme with an algorithm that answers the map tokens the build derived
 * from its seed (scripts/antd_map_token_plugin.ts) when antd asks for that
 * seed, and derives any other seed (a nested theme) as the theme's own
 * algorithm would. Otherwise antd derives ten shades of every preset colour
 * on each page load, before the first render: ~70 ms of a desktop's main
 * thread in a traced load, four times that on the bench's phone CPU.
 */
export function withPrebuiltMapToken(themeConfig: ThemeConfig, built: MapToken): ThemeConfig {
  const builtSeed = seedOf(themeConfig, antdTheme.defaultSeed)
  const keys = Object.keys(builtSeed) as Array<keyof SeedToken>
  const isBuiltSeed = (seed: SeedToken) =>
    Object.keys(seed).length === keys.length && keys.every((key) => seed[key] === builtSeed[key])

  const algorithm: MappingAlgorithm = (seed, mapToken) =>
    isBuiltSeed(seed)
      ? built
      : derivedMapToken(themeConfig, antdTheme.defaultAlgorithm, seed, mapToken)
  return { ...themeConfig, algorithm }
}
