import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { fetcher } from '@shell/api/client'

export interface RecipeIngredient {
  id: number
  recipeId: number
  productId: number
  productName: string
  amount: string
  amountInOz: number | null
  isWholeBottle: boolean
  cost: string | null
  productUnitCost: string | null
  productSizeInOz: number | null
  productArchived: boolean
}

/** Read shape of GET /api/recipes (money and percentages as 2-decimal strings). */
export interface Recipe {
  id: number
  name: string
  instructions: string | null
  costPerServing: string | null
  profitMargin: string | null
  menuPrice: string | null
  pourCostPercent: string | null
  costComplete: boolean
  missingCostReasons: string[]
  ingredients: RecipeIngredient[]
}

/** The fields of GET /api/products an ingredient row needs. */
export interface ProductOption {
  id: number
  name: string
  category: string
  size: string | null
  sizeInOz: number | null
  unitCost: string
}

export const RECIPES_KEY = '/api/recipes'

/*
 * Recipe costs derive from product costs that other screens change, so the
 * library refetches whenever it mounts (showing the cached answer meanwhile)
 * instead of trusting the cache the way SPEC §9's defaults do.
 */
export const useRecipes = () => useSWR<Recipe[]>(RECIPES_KEY, { revalidateOnMount: true })
export const useProductOptions = () => useSWR<ProductOption[]>('/api/products')

/*
 * What a recipe change can make stale: recipe lists, the usage counts and
 * not-in-recipes list the inventory screen reads, and recent activity.
 */
const AFFECTED_PREFIXES = ['/api/recipes', '/api/products/not-in-recipes', '/api/activity']

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
