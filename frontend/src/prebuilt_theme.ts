import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd'

type SeedToken = Parameters<MappingAlgorithm>[0]
export type MapToken = ReturnType<MappingAlgorithm>

/**
 * The theme with an algorithm that answers the map tokens the build derived
 * from its seed (scripts/antd_map_token_plugin.ts) when antd asks for that
 * seed, and derives any other seed (a nested theme) as the theme's own
 * algorithm would. Otherwise antd derives ten shades of every preset colour
 * on each page load, before the first render: ~70 ms of a desktop's main
 * thread in a traced load, four times that on the bench's phone CPU.
 */
export function withPrebuiltMapToken(themeConfig: ThemeConfig, built: MapToken): ThemeConfig {
  const algorithms = [themeConfig.algorithm ?? antdTheme.defaultAlgorithm].flat()
  /* The seed antd's useToken starts from, as the build did: its default seed and the theme's tokens. */
  const builtSeed: Record<string, unknown> = { ...antdTheme.defaultSeed, ...themeConfig.token }
  const keys = Object.keys(builtSeed)
  const isBuiltSeed = (seed: SeedToken) =>
    Object.keys(seed).length === keys.length &&
    keys.every((key) => seed[key as keyof SeedToken] === builtSeed[key])

  const algorithm: MappingAlgorithm = (seed, mapToken) =>
    isBuiltSeed(seed)
      ? built
      : algorithms.reduce<MapToken | undefined>(
          (derived, derive) => derive(seed, derived),
          mapToken
        )!
  return { ...themeConfig, algorithm }
}
