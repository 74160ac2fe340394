/*
 * The read shapes of inventory's API, declared once for the server that
 * builds them and the screens (and other modules' screens) that read them.
 * Money is a 2-decimal string, stock a number of bottles, dates ISO UTC.
 */
import type { AdjustmentType } from './product_rules.js'

/** A product as GET /api/products and GET /api/products/:id answer it. */
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
  /** Null when the cost is unknown (a blank cost imported): recipes then show an incomplete cost. */
  unitCost: string | null
  caseCost: string | null
  barcode: string | null
  vendorId: number | null
  /** Full and empty (tare) bottle weights in grams, for weighing partial bottles in a count. */
  fullWeightGrams: number | null
  emptyWeightGrams: number | null
  vendorName: string | null
  lastUpdated: string
}

/** One row of the stock ledger (GET /api/inventory-adjustments). */
export interface AdjustmentJson {
  id: number
  productId: number
  product: string
  adjustmentType: AdjustmentType
  quantityChange: number
  resultingStock: number
  reason: string | null
  sourceType: string | null
  sourceId: string | null
  username: string | null
  adjustmentDate: string
}

/** GET /api/inventory/summary: dashboard figures over active products. */
export interface InventorySummaryJson {
  totalItems: number
  lowStockCount: number
  outOfStockCount: number
  inventoryValue: string
  /** Products whose unit cost is unknown: the value counts them as $0.00. */
  unknownCostCount: number
}

/**
 * What an import column can fill, in the order the mapping step lists them.
 * `sku` (item number) identifies a product like a barcode and is stored as
 * its barcode when the row has none. Add a field here and in the import's
 * alias table to import another column.
 */
export const IMPORT_FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'category', label: 'Category' },
  { field: 'size', label: 'Size' },
  { field: 'sizeInOz', label: 'Size (oz)' },
  { field: 'caseSize', label: 'Case Size' },
  { field: 'currentStock', label: 'Current Stock' },
  { field: 'reorderLevel', label: 'Reorder Level' },
  { field: 'parLevel', label: 'Par Level' },
  { field: 'unitCost', label: 'Unit Cost' },
  { field: 'caseCost', label: 'Case Cost' },
  { field: 'barcode', label: 'Barcode' },
  { field: 'sku', label: 'SKU' },
  { field: 'vendor', label: 'Vendor' },
  { field: 'fullWeightGrams', label: 'Full Weight (g)' },
  { field: 'emptyWeightGrams', label: 'Empty Weight (g)' },
] as const

export type ImportField = (typeof IMPORT_FIELDS)[number]['field']

/** Field → 0-based column index of the file, or null when no column fills it. */
export type ImportMapping = Record<ImportField, number | null>

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'merged' | 'refused'

/** What happened to one row of the file; every non-empty row gets exactly one. */
export interface ImportRowJson {
  /** The spreadsheet's row number (the header is row 1). */
  row: number
  outcome: ImportOutcome
  /** The product the row created or updated (after a dry run: null for new ones). */
  productId: number | null
  /** For 'merged': the earlier row of the same file that holds the same product. */
  mergedInto: number | null
  name: string | null
  /** Why a row was refused, and warnings (kept rows): unknown vendor, mapped category, … */
  messages: string[]
}

/** The answer of POST /api/products/import (SPEC §7: created count and an errors array). */
export interface ImportResultJson {
  created: number
  updated: number
  /** Matched products whose row changed nothing (a re-imported export, say). */
  unchanged: number
  /** Rows that named a product an earlier row of the file already holds. */
  merged: number
  /** Refused rows: created + updated + unchanged + merged + errors.length = totalRows. */
  errors: Array<{ row: number; message: string }>
  warnings: Array<{ row: number; message: string }>
  totalRows: number
  rows: ImportRowJson[]
  /** True for `?dryRun=1`: nothing was saved. */
  dryRun: boolean
  /** The file's columns, the mapping used, and its first rows, for the mapping step. */
  columns: string[]
  mapping: ImportMapping
  preview: string[][]
}

/**
 * `?dryRun=1` on a file whose required columns are not all mapped: the
 * mapping step's material (no rows were read into products).
 */
export interface ImportPreviewJson {
  dryRun: true
  columns: string[]
  mapping: ImportMapping
  /** Labels of required fields that no column fills. */
  missing: string[]
  preview: string[][]
  totalRows: number
}

/*
 * GET /api/products?page&pageSize&sort&order&search&category&stock (and
 * `recipe` where the recipes module is installed): one page of the
 * inventory list, filtered and sorted on the server, with the number of
 * products matching the filters. Without page or pageSize the endpoint
 * keeps answering the spec's plain array.
 */
export const PRODUCT_SORT_FIELDS = ['name', 'category', 'currentStock', 'unitCost'] as const
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number]
export const PRODUCT_STOCK_FILTERS = ['all', 'low', 'out', 'in'] as const
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number]
export const PRODUCT_PAGE_SIZE_MAX = 200

export interface ProductPageJson {
  rows: ProductJson[]
  total: number
}
