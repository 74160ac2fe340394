import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { fetcher } from '@shell/api/client'
import type { ProductJson } from '@modules/inventory/shared/product_json'
import type { RecipeJson } from '@modules/recipes/shared/recipe_json'

/* The screens' names for the recipes read shapes (shared/recipe_json.ts). */
export type Recipe = RecipeJson

/** The fields of GET /api/products an ingredient row needs (the picker's search answers). */
export type ProductOption = Pick<
  ProductJson,
  'id' | 'name' | 'category' | 'size' | 'sizeInOz' | 'unitCost'
>

export const RECIPES_KEY = '/api/recipes'

/*
 * Recipe costs derive from product costs that other screens change, so the
 * library refetches whenever it mounts (showing the cached answer meanwhile)
 * instead of trusting the cache the way SPEC §9's defaults do.
 */
export const useRecipes = () => useSWR<Recipe[]>(RECIPES_KEY, { revalidateOnMount: true })

/*
 * What a recipe change can make stale: recipe lists, the usage counts
 * (/api/recipes/usage), the not-in-recipes list, the inventory screen's
 * pages filtered or counted by recipe use (/api/products?…recipe=…), and
 * recent activity.
 */
const AFFECTED_PREFIXES = [
  '/api/recipes',
  '/api/products/not-in-recipes',
  '/api/products?',
  '/api/activity',
]

/**
 * Refetches every cached answer a recipe change affects, mounted or not
 * (with revalidateIfStale off, SPEC §9, an unmounted screen would otherwise
 * keep showing the old answer).
 */
export function useRevalidateRecipes() {
  const { cache, mutate } = useSWRConfig()
  return useCallback(async () => {
    const keys = [...cache.keys()].filter((key) =>
      AFFECTED_PREFIXES.some((prefix) => key.startsWith(prefix))
    )
    await Promise.all(
      keys.map((key) => mutate(key, fetcher(key), { revalidate: false }).catch(() => undefined))
    )
  }, [cache, mutate])
}
