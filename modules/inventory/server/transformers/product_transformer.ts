import {
  toIso,
  toMoney,
  toMoneyOrNull,
  toNumberOrNull,
  toStock,
} from '#modules/inventory/server/lib/values'

/** The columns every product read selects, with the preferred vendor's name joined in. */
export const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.category',
  'products.size',
  'products.size_in_oz',
  'products.case_size',
  'products.current_stock',
  'products.reorder_level',
  'products.par_level',
  'products.unit_cost',
  'products.case_cost',
  'products.barcode',
  'products.vendor_id',
  'products.last_updated',
  'vendors.name as vendor_name',
] as const

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
  unit_cost: string | number
  case_cost: string | number | null
  barcode: string | null
  vendor_id: number | null
  last_updated: Date | number | string
  vendor_name: string | null
}

export interface ProductJson {
  id: number
  name: string
  category: string
  size: string | null
  sizeInOz: number | null
  caseSize: number
  currentStock: number
  reorderLevel: number
  parLevel: number | null
  unitCost: string
  caseCost: string | null
  barcode: string | null
  vendorId: number | null
  vendorName: string | null
  lastUpdated: string
}

export function toProductJson(row: ProductRow): ProductJson {
  return {
    id: Number(row.id),
    name: row.name,
    category: row.category,
    size: row.size,
    sizeInOz: toNumberOrNull(row.size_in_oz),
    caseSize: Number(row.case_size),
    currentStock: toStock(row.current_stock),
    reorderLevel: Number(row.reorder_level),
    parLevel: toNumberOrNull(row.par_level),
    unitCost: toMoney(row.unit_cost),
    caseCost: toMoneyOrNull(row.case_cost),
    barcode: row.barcode,
    vendorId: toNumberOrNull(row.vendor_id),
    vendorName: row.vendor_name ?? null,
    lastUpdated: toIso(row.last_updated),
  }
}
