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
  unitCost: string
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
}

/** The answer of POST /api/products/import. */
export interface ImportResultJson {
  created: number
  updated: number
  /** Matched products whose row changed nothing (a re-imported export, say). */
  unchanged: number
  errors: Array<{ row: number; message: string }>
}
