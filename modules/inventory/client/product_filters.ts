import { isLowStock, isOutOfStock } from '@modules/inventory/shared/stock_status'
import type { Product } from './api'

export type StockFilter = 'all' | 'low' | 'out' | 'in'
export type RecipeFilter = 'all' | 'used' | 'unused'
export type SortField = 'name' | 'category' | 'currentStock' | 'unitCost'
export type SortDirection = 'asc' | 'desc'

export interface ProductSort {
  field: SortField
  direction: SortDirection
}

export interface ProductFilters {
  search: string
  category: string
  stock: StockFilter
  recipe: RecipeFilter
  /** Ids of products some recipe uses; while unknown (null) a recipe filter matches nothing. */
  inRecipes: ReadonlySet<number> | null
}

export const ALL = 'all'

export const STOCK_FILTER_OPTIONS: Array<{ value: StockFilter; label: string }> = [
  { value: 'all', label: 'All Stock Levels' },
  { value: 'low', label: 'Low Stock' },
  { value: 'out', label: 'Out of Stock' },
  { value: 'in', label: 'In Stock' },
]

export const RECIPE_FILTER_OPTIONS: Array<{ value: RecipeFilter; label: string }> = [
  { value: 'all', label: 'All Products' },
  { value: 'used', label: 'Used in Recipes' },
  { value: 'unused', label: 'Not in Recipes' },
]

export const SORT_LABELS: Record<SortField, string> = {
  name: 'Name',
  category: 'Category',
  currentStock: 'Stock',
  unitCost: 'Unit cost',
}

export function isStockFilter(value: string | null): value is StockFilter {
  return STOCK_FILTER_OPTIONS.some((option) => option.value === value)
}

export function isRecipeFilter(value: string | null): value is RecipeFilter {
  return RECIPE_FILTER_OPTIONS.some((option) => option.value === value)
}

/**
 * A product with what the search box matches (lower-cased) and its
 * alphabetical ranks, worked out once per list load so that every later
 * sort compares numbers instead of collating 10,000 strings again.
 */
export interface IndexedProduct {
  product: Product
  text: string
  cost: number
  nameRank: number
  categoryRank: number
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true })

export function indexProducts(products: Product[]): IndexedProduct[] {
  const byName = Array.from(products.keys())
  byName.sort((a, b) => collator.compare(products[a].name, products[b].name))
  const nameRanks = new Array<number>(products.length)
  byName.forEach((productIndex, rank) => {
    nameRanks[productIndex] = rank
  })
  const categories = new Map(distinctCategories(products).map((name, rank) => [name, rank]))

  return products.map((product, index) => ({
    product,
    text: `${product.name}\n${product.category}\n${product.barcode ?? ''}`.toLowerCase(),
    cost: Number(product.unitCost),
    nameRank: nameRanks[index],
    categoryRank: categories.get(product.category) ?? 0,
  }))
}

const matchesStock: Record<StockFilter, (product: Product) => boolean> = {
  all: () => true,
  low: isLowStock,
  out: isOutOfStock,
  in: (product) => !isLowStock(product),
}

const compare: Record<SortField, (a: IndexedProduct, b: IndexedProduct) => number> = {
  name: (a, b) => a.nameRank - b.nameRank,
  category: (a, b) => a.categoryRank - b.categoryRank,
  currentStock: (a, b) => a.product.currentStock - b.product.currentStock,
  unitCost: (a, b) => a.cost - b.cost,
}

/** The chosen sort, ties by name; done once per list load or sort change. */
export function sortProducts(entries: IndexedProduct[], sort: ProductSort): IndexedProduct[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  const byField = compare[sort.field]
  return [...entries].sort((a, b) => sign * byField(a, b) || a.nameRank - b.nameRank)
}

function matchesRecipe(
  filter: RecipeFilter,
  inRecipes: ReadonlySet<number> | null
): (product: Product) => boolean {
  if (filter === 'all') return () => true
  if (!inRecipes) return () => false
  const wanted = filter === 'used'
  return (product) => inRecipes.has(product.id) === wanted
}

/** Products no recipe uses (SPEC §2: the count of products needing recipe assignment). */
export function countNeedingRecipe(products: Product[], inRecipes: ReadonlySet<number>): number {
  let count = 0
  for (const product of products) if (!inRecipes.has(product.id)) count += 1
  return count
}

/** Search (name, category or barcode) and the filters; keeps the order it is given. */
export function filterProducts(entries: IndexedProduct[], filters: ProductFilters): Product[] {
  const needle = filters.search.trim().toLowerCase()
  const stock = matchesStock[filters.stock]
  const recipe = matchesRecipe(filters.recipe, filters.inRecipes)
  const result: Product[] = []
  for (const entry of entries) {
    if (
      (!needle || entry.text.includes(needle)) &&
      (filters.category === ALL || entry.product.category === filters.category) &&
      stock(entry.product) &&
      recipe(entry.product)
    ) {
      result.push(entry.product)
    }
  }
  return result
}

/** The distinct categories found in the products, alphabetically. */
export function distinctCategories(products: Product[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort(collator.compare)
}
