import { isLowStock, isOutOfStock } from '@modules/inventory/shared/stock_status'
import type { Product } from './api'

export type StockFilter = 'all' | 'low' | 'out' | 'in'
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
}

export const ALL = 'all'

export const STOCK_FILTER_OPTIONS: Array<{ value: StockFilter; label: string }> = [
  { value: 'all', label: 'All Stock Levels' },
  { value: 'low', label: 'Low Stock' },
  { value: 'out', label: 'Out of Stock' },
  { value: 'in', label: 'In Stock' },
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

/** A product with what the search box matches, lower-cased once per list load. */
export interface IndexedProduct {
  product: Product
  text: string
  cost: number
}

export function indexProducts(products: Product[]): IndexedProduct[] {
  return products.map((product) => ({
    product,
    text: `${product.name}\n${product.category}\n${product.barcode ?? ''}`.toLowerCase(),
    cost: Number(product.unitCost),
  }))
}

const matchesStock: Record<StockFilter, (product: Product) => boolean> = {
  all: () => true,
  low: isLowStock,
  out: isOutOfStock,
  in: (product) => !isLowStock(product),
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true })

const compare: Record<SortField, (a: IndexedProduct, b: IndexedProduct) => number> = {
  name: (a, b) => collator.compare(a.product.name, b.product.name),
  category: (a, b) => collator.compare(a.product.category, b.product.category),
  currentStock: (a, b) => a.product.currentStock - b.product.currentStock,
  unitCost: (a, b) => a.cost - b.cost,
}

/** Search (name, category or barcode), both filters, then the chosen sort; ties by name. */
export function filterAndSort(
  entries: IndexedProduct[],
  filters: ProductFilters,
  sort: ProductSort
): Product[] {
  const needle = filters.search.trim().toLowerCase()
  const stock = matchesStock[filters.stock]
  const sign = sort.direction === 'asc' ? 1 : -1
  const byField = compare[sort.field]
  return entries
    .filter(
      (entry) =>
        (!needle || entry.text.includes(needle)) &&
        (filters.category === ALL || entry.product.category === filters.category) &&
        stock(entry.product)
    )
    .sort((a, b) => sign * byField(a, b) || compare.name(a, b) || a.product.id - b.product.id)
    .map((entry) => entry.product)
}

/** The distinct categories found in the products, alphabetically. */
export function distinctCategories(products: Product[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort(collator.compare)
}
