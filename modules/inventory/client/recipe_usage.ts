import { useMemo } from 'react'
import useSWR from 'swr'
import { clientModules } from '@shell/modules/registry'

/** One row of GET /api/recipes/usage; products used in no recipe are absent. */
export interface RecipeUsage {
  productId: number
  recipeCount: number
}

export const RECIPE_USAGE_KEY = '/api/recipes/usage'

/**
 * The 'Need Recipe' badge, the recipe-status filter and the count read the
 * recipes module's usage endpoint. Inventory sits below recipes in the
 * module graph, so it never imports recipes code and shows these only
 * where that module is installed.
 */
export function recipesInstalled(): boolean {
  return clientModules.some((module) => module.name === 'recipes')
}

/** The ids of products some recipe uses; null until known (or when `enabled` is false). */
export function useProductsInRecipes(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<RecipeUsage[]>(
    enabled ? RECIPE_USAGE_KEY : null
  )
  const used = useMemo(
    () =>
      data ? new Set(data.filter((row) => row.recipeCount > 0).map((row) => row.productId)) : null,
    [data]
  )
  return { used, error: error as unknown, isLoading, retry: () => void mutate() }
}
