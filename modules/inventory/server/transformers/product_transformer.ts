import { toIso, toNumberOrNull, toQuantity } from '#app/database/driver_values'
import { toMoneyOrNull } from '#shared/money'
import type { ProductJson } from '#modules/inventory/shared/product_json'

/** A product's own columns, as toProductFields reads them. */
export const PRODUCT_FIELD_COLUMNS = [
  'id',
  'name',
  'category',
  'size',
  'size_in_oz',
  'case_size',
  'current_stock',
  'reorder_level',
  'par_level',
  'unit_cost',
  'case_cost',
  'barcode',
  'vendor_id',
  'full_weight_grams',
  'empty_weight_grams',
] as const

/** The columns every product read selects, with the preferred vendor's name joined in. */
export const PRODUCT_COLUMNS = [
  ...PRODUCT_FIELD_COLUMNS.map((column) => `products.${column}` as const),
  'products.last_updated',
  'vendors.name as vendor_name',
]

export interface ProductRow {
  id: number
  name: string
  category: string
  size: string | null
  size_in_oz: string | number | null
  case_size: number
  current_stock: string | number
  reorder_level: number
  par_level: number | null
  unit_cost: string | number | null
  case_cost: string | number | null
  barcode: string | null
  vendor_id: number | null
  full_weight_grams: string | number | null
  empty_weight_grams: string | number | null
  last_updated: Date | number | string
  vendor_name: string | null
}

/** A product row without the joined vendor name and the timestamp. */
export type ProductFieldsRow = Omit<ProductRow, 'vendor_name' | 'last_updated'>

/** The fields every product read shares, from driver values (see the kernel's driver_values and money). */
export function toProductFields(
  row: ProductFieldsRow
): Omit<ProductJson, 'vendorName' | 'lastUpdated'> {
  return {
    id: Number(row.id),
    name: row.name,
    category: row.category,
    size: row.size ?? null,
    sizeInOz: toNumberOrNull(row.size_in_oz),
    caseSize: Number(row.case_size),
    currentStock: toQuantity(row.current_stock),
    reorderLevel: Number(row.reorder_level),
    parLevel: toNumberOrNull(row.par_level),
    unitCost: toMoneyOrNull(row.unit_cost),
    caseCost: toMoneyOrNull(row.case_cost),
    barcode: row.barcode ?? null,
    vendorId: toNumberOrNull(row.vendor_id),
    fullWeightGrams: toNumberOrNull(row.full_weight_grams),
    emptyWeightGrams: toNumberOrNull(row.empty_weight_grams),
  }
}

export function toProductJson(row: ProductRow): ProductJson {
  return {
    ...toProductFields(row),
    vendorName: row.vendor_name ?? null,
    lastUpdated: toIso(row.last_updated),
  }
}
