/**
 * Stock status of a product (SPEC §4): Low Stock at or below the reorder
 * level, In Stock above it; Out of Stock at 0, which is also low.
 */
export interface StockLevels {
  currentStock: number
  reorderLevel: number
}

export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock'

/** Badge text; an out-of-stock product still wears the Low Stock badge. */
export const STOCK_BADGE_LABELS: Record<StockStatus, 'Low Stock' | 'In Stock'> = {
  out_of_stock: 'Low Stock',
  low_stock: 'Low Stock',
  in_stock: 'In Stock',
}

export function isOutOfStock(product: StockLevels): boolean {
  return product.currentStock <= 0
}

export function isLowStock(product: StockLevels): boolean {
  return product.currentStock <= product.reorderLevel
}

export function stockStatus(product: StockLevels): StockStatus {
  if (isOutOfStock(product)) return 'out_of_stock'
  if (isLowStock(product)) return 'low_stock'
  return 'in_stock'
}
