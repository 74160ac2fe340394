/*
 * Read-only aggregates the reports module needs from inventory's tables,
 * exported through server/index.ts. Each groups in SQL before it returns
 * (those over the whole catalogue a range of products at a time on
 * SQLite), so no report loads products or ledger rows into memory.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import { toIso, toQuantity } from '#app/database/driver_values'
import { keysetPages, olderThan } from '#app/database/keyset_pages'
import { KeptPerVersion, readConsistently } from '#app/database/data_version'
import { productIdRanges } from '#modules/inventory/server/queries/product_id_ranges'
import { unindexed } from '#app/database/unindexed'
import {
  totalUnits,
  unitsToMoney,
  valueUnitsSql,
} from '#modules/inventory/server/queries/inventory_value'

export interface DateRange {
  start: Date
  end: Date
}

function integerType() {
  return db.connection().dialect.name === 'mysql' ? 'SIGNED' : 'INTEGER'
}

/* The dashboard asks for the start of this month on every load: a read of every product (100k: ~45 ms). */
const snapshots = new KeptPerVersion<{ totalItems: number; lowStockCount: number }>()

/**
 * Active products and low-stock products as they stood at `instant`: a
 * product counts when it existed and was not yet archived, and its stock
 * then is the resulting stock of its last ledger row before `instant`
 * (found through the (product_id, adjustment_date) index). Summed a range
 * of products at a time (productIdRanges) from one state of the database.
 */
export function stockSnapshotAt(instant: Date) {
  return snapshots.get(instant.toISOString(), () =>
    readConsistently((client) => readStockSnapshot(client, instant))
  )
}

async function readStockSnapshot(client: QueryClientContract, instant: Date) {
  const archivedAt = unindexed('p.archived_at')
  const snapshot = { totalItems: 0, lowStockCount: 0 }
  for await (const inRange of productIdRanges(client)) {
    const query = client
      .from(`${PRODUCTS_TABLE} as p`)
      .where('p.created_at', '<', instant)
      .where((archived) =>
        archived.whereRaw(`${archivedAt} IS NULL`).orWhereRaw(`${archivedAt} >= ?`, [instant])
      )
    inRange(query, 'p.id')
    const row = await query
      .select(
        db.raw('COUNT(*) as total_items'),
        db.raw(
          `SUM(CASE WHEN COALESCE((
            SELECT a.resulting_stock FROM ${ADJUSTMENTS_TABLE} a
            WHERE a.product_id = p.id AND a.adjustment_date < ?
            ORDER BY a.adjustment_date DESC, a.id DESC LIMIT 1
          ), 0) <= p.reorder_level THEN 1 ELSE 0 END) as low_stock`,
          [instant]
        )
      )
      .first()
    snapshot.totalItems += Number(row?.total_items ?? 0)
    snapshot.lowStockCount += Number(row?.low_stock ?? 0)
  }
  return snapshot
}

export interface LowStockProductJson {
  id: number
  name: string
  category: string
  size: string | null
  currentStock: number
  reorderLevel: number
}

/* Emptiest first (stock short of the reorder level), then by name as SQLite orders text (BINARY), then id. */
function emptiestFirst(a: Record<string, any>, b: Record<string, any>) {
  const short =
    Number(a.current_stock) -
    Number(a.reorder_level) -
    (Number(b.current_stock) - Number(b.reorder_level))
  if (short !== 0) return short
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  return Number(a.id) - Number(b.id)
}

/**
 * Active products at or below their reorder level, emptiest first, with how
 * many there are. Both read every product (no index serves a comparison of
 * two columns): straight through the table (100k products: 145 → 24 ms),
 * a range of ids at a time (productIdRanges), each range's first `limit`
 * merged, from one state of the database.
 */
export function lowStockProducts(limit: number) {
  return readConsistently(async (client) => {
    let count = 0
    let candidates: Record<string, any>[] = []
    for await (const inRange of productIdRanges(client)) {
      const base = () => {
        const query = client
          .from(PRODUCTS_TABLE)
          .whereRaw(`${unindexed('archived_at')} IS NULL`)
          .whereRaw('current_stock <= reorder_level')
        inRange(query, 'id')
        return query
      }
      const [rows, total] = await Promise.all([
        base()
          .select('id', 'name', 'category', 'size', 'current_stock', 'reorder_level')
          .orderByRaw('current_stock - reorder_level asc')
          .orderBy('name', 'asc')
          .orderBy('id', 'asc')
          .limit(limit),
        base().count('* as total').first(),
      ])
      count += Number(total?.total ?? 0)
      /* A range's rows come in this order already (MySQL's one range in its own collation's). */
      candidates =
        candidates.length === 0
          ? rows
          : [...candidates, ...rows].sort(emptiestFirst).slice(0, limit)
    }
    const products: LowStockProductJson[] = candidates.map((row) => ({
      id: Number(row.id),
      name: row.name as string,
      category: row.category as string,
      size: (row.size as string | null) ?? null,
      currentStock: toQuantity(row.current_stock),
      reorderLevel: Number(row.reorder_level),
    }))
    return { count, products }
  })
}

export interface CategoryValueJson {
  category: string
  productCount: number
  totalStock: number
  /** Stock × unit cost, a 2-decimal string; unknown costs count as 0. */
  value: string
  /** Products of the category whose unit cost is unknown. */
  unknownCostCount: number
}

/**
 * Inventory value (stock × unit cost) per category of active products,
 * largest first: grouped a range of ids at a time (productIdRanges) and
 * added up per category, from one state of the database.
 */
export function inventoryValueByCategory(): Promise<CategoryValueJson[]> {
  return readConsistently(async (client) => {
    const integer = integerType()
    const categories = new Map<
      string,
      { productCount: number; stockMilli: number; units: unknown[]; unknownCostCount: number }
    >()
    for await (const inRange of productIdRanges(client)) {
      const query = client.from(PRODUCTS_TABLE).whereRaw(`${unindexed('archived_at')} IS NULL`)
      inRange(query, 'id')
      const rows = await query
        .groupBy('category')
        .select(
          'category',
          db.raw('COUNT(*) as product_count'),
          db.raw(`SUM(CAST(ROUND(current_stock * 1000) AS ${integer})) as stock_milli`),
          db.raw(`${valueUnitsSql()} as value_units`),
          db.raw('SUM(CASE WHEN unit_cost IS NULL THEN 1 ELSE 0 END) as unknown_cost')
        )
      for (const row of rows) {
        const category = String(row.category)
        const totals = categories.get(category) ?? {
          productCount: 0,
          stockMilli: 0,
          units: [],
          unknownCostCount: 0,
        }
        totals.productCount += Number(row.product_count)
        totals.stockMilli += Number(row.stock_milli ?? 0)
        totals.units.push(row.value_units)
        totals.unknownCostCount += Number(row.unknown_cost ?? 0)
        categories.set(category, totals)
      }
    }
    return [...categories]
      .map(([category, totals]) => ({
        category,
        productCount: totals.productCount,
        totalStock: totals.stockMilli / 1000,
        value: unitsToMoney(totalUnits(totals.units)),
        unknownCostCount: totals.unknownCostCount,
      }))
      .sort(
        (a, b) => Number(b.value) - Number(a.value) || a.category.localeCompare(b.category, 'en')
      )
  })
}

export interface LedgerTotalJson {
  productId: number
  product: string
  category: string
  size: string | null
  sizeInOz: number | null
  /** The signed sum of the product's rows of the type in the range, in bottles. */
  quantityChange: number
}

/**
 * Ledger rows of one type summed per product over a range (sales
 * depletions, say): grouped on the ledger first, names joined afterwards.
 */
export async function ledgerTotalsByProduct(
  type: string,
  range: DateRange
): Promise<LedgerTotalJson[]> {
  const integer = integerType()
  const totals = db
    .from(ADJUSTMENTS_TABLE)
    .where('adjustment_type', type)
    .where('adjustment_date', '>=', range.start)
    .where('adjustment_date', '<=', range.end)
    .groupBy('product_id')
    .select(
      'product_id',
      db.raw(`SUM(CAST(ROUND(quantity_change * 1000) AS ${integer})) as change_milli`)
    )
    .as('t')
  const rows = await db
    .from(totals)
    .join(`${PRODUCTS_TABLE} as p`, 'p.id', 't.product_id')
    .select('p.id', 'p.name', 'p.category', 'p.size', 'p.size_in_oz', 't.change_milli')
    .orderBy('t.change_milli', 'asc')
    .orderBy('p.name', 'asc')
  return rows.map((row) => ({
    productId: Number(row.id),
    product: row.name as string,
    category: row.category as string,
    size: (row.size as string | null) ?? null,
    sizeInOz:
      row.size_in_oz === null || row.size_in_oz === undefined ? null : Number(row.size_in_oz),
    quantityChange: Number(row.change_milli ?? 0) / 1000,
  }))
}

/** SPEC §3's inventory adjustment read: id, product (its name), quantityChange, adjustmentDate. */
export interface AdjustmentReadJson {
  id: number
  product: string
  adjustmentType: string
  quantityChange: number
  adjustmentDate: string
}

/**
 * One page of ledger rows in a range, newest first, leaving out the given
 * types (sales, which reports show as deductions), with the range's count.
 */
function adjustmentsQuery(range: DateRange, excludeTypes: string[]) {
  const query = db
    .from(ADJUSTMENTS_TABLE)
    .where('inventory_adjustments.adjustment_date', '>=', range.start)
    .where('inventory_adjustments.adjustment_date', '<=', range.end)
  if (excludeTypes.length > 0) {
    query.whereNotIn('inventory_adjustments.adjustment_type', excludeTypes)
  }
  return query
}

/** The rows of an adjustments read, newest first, with the product's name. */
function adjustmentRows(query: ReturnType<typeof adjustmentsQuery>) {
  return query
    .join(PRODUCTS_TABLE, 'products.id', 'inventory_adjustments.product_id')
    .select(
      'inventory_adjustments.id',
      'products.name as product',
      'inventory_adjustments.adjustment_type',
      'inventory_adjustments.quantity_change',
      'inventory_adjustments.adjustment_date'
    )
    .orderBy('inventory_adjustments.adjustment_date', 'desc')
    .orderBy('inventory_adjustments.id', 'desc')
}

function toAdjustmentRead(row: Record<string, any>): AdjustmentReadJson {
  return {
    id: Number(row.id),
    product: row.product as string,
    adjustmentType: row.adjustment_type as string,
    quantityChange: toQuantity(row.quantity_change),
    adjustmentDate: toIso(row.adjustment_date),
  }
}

export async function adjustmentsBetween(
  range: DateRange,
  page: { limit: number; offset: number },
  excludeTypes: string[] = []
) {
  const [rows, count] = await Promise.all([
    adjustmentRows(adjustmentsQuery(range, excludeTypes)).limit(page.limit).offset(page.offset),
    countAdjustmentsBetween(range, excludeTypes),
  ])
  return { count, adjustments: rows.map(toAdjustmentRead) }
}

export async function countAdjustmentsBetween(range: DateRange, excludeTypes: string[] = []) {
  const count = await adjustmentsQuery(range, excludeTypes).count('* as total').first()
  return Number(count?.total ?? 0)
}

/**
 * Every adjustment in the range, newest first, a page at a time: keyset on
 * (adjustment_date, id), so a late page costs what the first does (no
 * OFFSET stepping over the earlier rows, no count per page).
 */
export async function* adjustmentPagesNewestFirst(
  range: DateRange,
  pageSize: number,
  excludeTypes: string[] = []
): AsyncGenerator<AdjustmentReadJson[]> {
  const pages = keysetPages(
    pageSize,
    (after: { at: unknown; id: number } | null) => {
      const query = adjustmentsQuery(range, excludeTypes)
      if (after) {
        query.where(
          olderThan(
            'inventory_adjustments.adjustment_date',
            'inventory_adjustments.id',
            after.at,
            after.id
          )
        )
      }
      return adjustmentRows(query).limit(pageSize)
    },
    (last) => ({ at: last.adjustment_date, id: Number(last.id) })
  )
  for await (const rows of pages) yield rows.map(toAdjustmentRead)
}
