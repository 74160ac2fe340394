/**
 * The inventory module's public API for other modules. Stock changes go
 * through StockLedger only (DESIGN §6): call it inside your transaction
 * (StockLedger.transaction retries deadlocks) so the ledger rows commit or
 * roll back with your change.
 */
import { setImmediate } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import {
  afterInNameOrder,
  listProducts,
  upToInNameOrder,
  type NameKey,
} from '#modules/inventory/server/queries/product_queries'
import {
  PRODUCT_FIELD_COLUMNS,
  toProductFields,
  toProductJson,
  type ProductFieldsRow,
} from '#modules/inventory/server/transformers/product_transformer'
import type { ProductJson } from '#modules/inventory/shared/product_json'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'

export {
  ADJUSTMENTS_TABLE,
  PRODUCT_COST_HISTORY_TABLE,
  PRODUCTS_TABLE,
} from '#modules/inventory/server/tables'
export {
  NegativeStockException,
  StockOutOfRangeException,
  StockLedger,
  type ApplyOptions,
  type CountEntry,
  type CountOptions,
  type LedgerEntry,
} from '#modules/inventory/server/services/stock_ledger'

export type { ProductJson }

/* Product costs from invoices (receiving) with their history; inventory owns product_cost_history. */
export {
  costChangesBySource,
  productCostHistory,
  updateProductCosts,
  type CostChange,
  type CostHistoryEntry,
  type CostSource,
  type CostUpdate,
} from '#modules/inventory/server/services/product_costs'

export {
  registerProductListFilter,
  type ProductListFilter,
} from '#modules/inventory/server/product_list_filters'

/**
 * Active products in the GET /api/products shape, by name, narrowed by
 * `filter` (e.g. a whereNotExists on the caller's own table, correlated on
 * `products.id`).
 */
export async function activeProductsWhere(
  filter: (products: DatabaseQueryBuilderContract) => void
): Promise<ProductJson[]> {
  const rows = await listProducts({ where: filter })
  return rows.map(toProductJson)
}

/**
 * The same list a page at a time, read through `client`: for answers built
 * without holding the event loop for the whole catalogue (readConsistently,
 * JsonSnapshot).
 */
export { activeProductPages } from '#modules/inventory/server/queries/product_queries'

export interface ProductSummary extends Omit<ProductJson, 'vendorName' | 'lastUpdated'> {
  /** Deleted products with history stay readable for orders and recipes that name them. */
  archived: boolean
}

const SUMMARY_COLUMNS = [...PRODUCT_FIELD_COLUMNS, 'archived_at']

function toSummary(row: Record<string, any>): ProductSummary {
  return {
    ...toProductFields(row as ProductFieldsRow),
    archived: row.archived_at !== null && row.archived_at !== undefined,
  }
}

/* Ids per read, far under the 32,766 values SQLite binds in one statement (a 100k-product count). */
const IDS_PER_READ = 1000

/** Products by id, archived ones included, as plain rows. Missing ids are simply absent. */
export async function productsByIds(
  ids: Iterable<number>,
  client?: QueryClientContract
): Promise<ProductSummary[]> {
  const unique = [...new Set(ids)]
  const products: ProductSummary[] = []
  for (let start = 0; start < unique.length; start += IDS_PER_READ) {
    /* An awaited SQLite read never yields: let other requests in between reads. */
    if (start > 0) await setImmediate()
    const rows = await (client ?? db)
      .from(PRODUCTS_TABLE)
      .whereIn('id', unique.slice(start, start + IDS_PER_READ))
      .select(...SUMMARY_COLUMNS)
    for (const row of rows) products.push(toSummary(row))
  }
  return products
}

/*
 * Products one page of the reorder list looks at, at most. The test runs
 * product by product (no index holds it), so a page is bounded by what it
 * scans, not by what it finds: where few products are short, a page that
 * read until it found enough would read most of the catalogue in one call
 * (~40 ms at 100k products).
 */
const SCANNED_PER_PAGE = 2000

/**
 * Active products to reorder, by name, a page at a time: below their par
 * level when they have one, otherwise at or below their reorder level (low
 * stock). Each page looks at the next 2,000 products by name, and other
 * requests are served between pages: read in one call, the list held the
 * event loop for 60–90 ms at 100k products (28k of them short).
 */
export async function* productsBelowParLevel(
  client?: QueryClientContract
): AsyncGenerator<ProductSummary[]> {
  const connection = client ?? db.connection()
  const activeAfter = (after: NameKey | null): DatabaseQueryBuilderContract => {
    const query = connection.from(PRODUCTS_TABLE).whereNull('archived_at')
    return after ? afterInNameOrder(query, after) : query
  }
  let after: NameKey | null = null
  for (;;) {
    /* Where this page ends: an index-only read of the (archived_at, name) index. */
    const end = await activeAfter(after)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
      .offset(SCANNED_PER_PAGE - 1)
      .select('name', 'id')
      .first()
    const last: NameKey | null = end ? { name: String(end.name), id: Number(end.id) } : null
    const page = activeAfter(after).where((short) => {
      short
        .where((par) => par.whereNotNull('par_level').whereRaw('current_stock < par_level'))
        .orWhere((low) => low.whereNull('par_level').whereRaw('current_stock <= reorder_level'))
    })
    if (last) upToInNameOrder(page, last)
    const rows = await page
      .select(...SUMMARY_COLUMNS)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
    if (rows.length > 0) yield rows.map(toSummary)
    if (!last) return
    after = last
    /* An awaited SQLite read never yields: let other requests in between pages. */
    await setImmediate()
  }
}

/** True when the product exists and is not archived, i.e. may be chosen for a new order or recipe. */
export async function productExists(id: number, client?: QueryClientContract): Promise<boolean> {
  const row = await (client ?? db)
    .from(PRODUCTS_TABLE)
    .where('id', id)
    .whereNull('archived_at')
    .select('id')
    .first()
  return Boolean(row)
}

/* Read-only aggregates for the reports module (one grouped query each). */
export {
  adjustmentPagesNewestFirst,
  adjustmentsBetween,
  countAdjustmentsBetween,
  inventoryValueByCategory,
  ledgerTotalsByProduct,
  lowStockProducts,
  stockSnapshotAt,
  type AdjustmentReadJson,
  type CategoryValueJson,
  type DateRange,
  type LedgerTotalJson,
  type LowStockProductJson,
} from '#modules/inventory/server/queries/report_queries'
export { inventorySummary } from '#modules/inventory/server/queries/product_queries'
export type { InventorySummaryJson } from '#modules/inventory/shared/product_json'
export { neutralise } from '#modules/inventory/server/spreadsheets/export_products'
export { lastLedgerId, ledgerTotalsByType } from '#modules/inventory/server/queries/ledger_totals'
/* Spreadsheet reading with the import caps (DESIGN §5), for other modules' imports (POS sales files). */
export {
  IMPORT_LIMITS,
  readSpreadsheet,
  type CellValue,
  type SheetRow,
} from '#modules/inventory/server/spreadsheets/read_spreadsheet'
export { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
