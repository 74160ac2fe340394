import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Filters of the paged product list that a higher module owns (recipes:
 * `recipe=used|unused`). Inventory cannot know which products a recipe
 * uses, so the module that does registers the condition when its routes
 * load; the query parameter exists only where that module is installed.
 * `apply` narrows a query on `products` (correlate on `products.id`).
 */
export interface ProductListFilter {
  param: string
  /** Accepted values besides 'all' (no filtering). */
  values: readonly string[]
  apply: (query: DatabaseQueryBuilderContract, value: string) => void
}

const filters = new Map<string, ProductListFilter>()

export function registerProductListFilter(filter: ProductListFilter) {
  filters.set(filter.param, filter)
}

export function productListFilters(): ProductListFilter[] {
  return [...filters.values()]
}
