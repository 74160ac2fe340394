import type { MappingAlgorithm, ThemeConfig } from 'antd'

export type SeedToken = Parameters<MappingAlgorithm>[0]
export type MapToken = ReturnType<MappingAlgorithm>

/*
 * How antd's useToken turns a theme into map tokens, in the two steps the
 * build (scripts/antd_map_token_plugin.ts) and the client (prebuilt_theme.ts)
 * must agree on. antd's own default seed and algorithm come in as
 * arguments, so the build loads antd only when it derives.
 */

/** The seed useToken starts from: antd's default seed and the theme's tokens. */
export function seedOf(themeConfig: ThemeConfig, defaultSeed: SeedToken): SeedToken {
  return { ...defaultSeed, ...themeConfig.token }
}

/** The map tokens the theme's algorithm (or algorithms, in turn) derive from `seed`. */
export function derivedMapToken(
  themeConfig: ThemeConfig,
  defaultAlgorithm: MappingAlgorithm,
  seed: SeedToken,
  mapToken?: MapToken
): MapToken {
  const algorithms = [themeConfig.algorithm ?? defaultAlgorithm].flat()
  return algorithms.reduce<MapToken | undefined>(
    (derived, derive) => derive(seed, derived),
    mapToken
  )!
}
