/**
 * Product constants and small rules used by the product dialogs, the import
 * and the server validators alike.
 */
export const CATEGORIES = [
  'Vodka',
  'Whiskey',
  'Rum',
  'Gin',
  'Tequila',
  'Brandy',
  'Liqueur',
  'Wine',
  'Beer',
  'Mixers',
  'Other',
] as const

export const SIZES = ['50ml', '200ml', '375ml', '500ml', '750ml', '1L', '1.75L', 'Custom'] as const

export const DEFAULT_CASE_SIZE = 12
export const DEFAULT_REORDER_LEVEL = 10
export const DEFAULT_STOCK = 0

/** Column widths of the products table; the forms enforce the same limits. */
export const PRODUCT_LIMITS = {
  name: 160,
  category: 64,
  size: 32,
  barcode: 64,
  reason: 255,
  /** Longest search text GET /api/products accepts (a whole product name). */
  searchText: 160,
  /** Most rows GET /api/products answers when asked for a limit. */
  listLimit: 200,
  /** Largest value DECIMAL(12,3) stock holds. */
  maxStock: 999_999_999,
  /** Largest value DECIMAL(10,2) money holds. */
  maxMoney: 99_999_999.99,
} as const

/** Manual adjustments a user can record; other types come from the system. */
export const MANUAL_ADJUSTMENT_TYPES = [
  'waste',
  'breakage',
  'spill',
  'correction',
  'count',
] as const
export type ManualAdjustmentType = (typeof MANUAL_ADJUSTMENT_TYPES)[number]

/** Every adjustment type a ledger row may carry. */
export const ADJUSTMENT_TYPES = [
  ...MANUAL_ADJUSTMENT_TYPES,
  'initial',
  'manual_edit',
  'import',
  'receiving',
  'receiving_adjustment',
  'sale',
] as const
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number]

/** Whether an adjustment of this type must say why. */
export function adjustmentNeedsReason(type: ManualAdjustmentType): boolean {
  return type !== 'count'
}

/** Ounces on hand: bottles × size in oz, 2 decimals; 0 when the size is unknown. */
export function totalOunces(currentStock: number, sizeInOz: number | null | undefined): number {
  if (!sizeInOz || sizeInOz <= 0 || !Number.isFinite(currentStock)) return 0
  return Math.round((currentStock * sizeInOz + Number.EPSILON) * 100) / 100
}
