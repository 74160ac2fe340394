import type { ProductSortField, ProductStockFilter } from '@modules/inventory/shared/product_json'

/* The screen's names for the list parameters GET /api/products?page understands. */
export type StockFilter = ProductStockFilter
export type RecipeFilter = 'all' | 'used' | 'unused'
export type SortField = ProductSortField
export type SortDirection = 'asc' | 'desc'

export interface ProductSort {
  field: SortField
  direction: SortDirection
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
