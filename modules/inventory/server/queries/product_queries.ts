import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { KeptPerVersion, readConsistently } from '#app/database/data_version'
import { unindexed } from '#app/database/unindexed'
import { keysetPages } from '#app/database/keyset_pages'
import { VENDORS_TABLE } from '#modules/vendors/server/index'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import {
  totalUnits,
  unitsToMoney,
  valueUnitsSql,
} from '#modules/inventory/server/queries/inventory_value'
import { productIdRanges } from '#modules/inventory/server/queries/product_id_ranges'
import {
  PRODUCT_COLUMNS,
  toProductJson,
  type ProductRow,
} from '#modules/inventory/server/transformers/product_transformer'
import type {
  InventorySummaryJson,
  ProductJson,
  ProductSortField,
  ProductStockFilter,
} from '#modules/inventory/shared/product_json'

function activeProducts(client?: QueryClientContract) {
  return (client ?? db)
    .from(PRODUCTS_TABLE)
    .leftJoin(VENDORS_TABLE, 'vendors.id', 'products.vendor_id')
    .whereNull('products.archived_at')
    .select(...PRODUCT_COLUMNS)
}

export interface ProductListOptions {
  /** Case-insensitive substring of the name, category or barcode. */
  search?: string
  /** Exactly this category. */
  category?: string
  /** At most this many products, the first by name. */
  limit?: number
  /** Further conditions (other modules add theirs through the public index). */
  where?: (query: DatabaseQueryBuilderContract) => void
}

/* '!' escapes LIKE's wildcards: a backslash would need different quoting on SQLite and MySQL. */
function containsPattern(text: string) {
  return `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`
}

function matchSearch(query: DatabaseQueryBuilderContract, search: string) {
  const pattern = containsPattern(search)
  query.where((match) => {
    for (const column of ['products.name', 'products.category', 'products.barcode']) {
      match.orWhereRaw(`?? like ? escape '!'`, [column, pattern])
    }
  })
}

/**
 * Active products by name: plain rows, explicit columns (fast at 10,000
 * products). The (archived_at, name) index hands rows over already in
 * name order, so a limit stops the scan early instead of sorting
 * everything. A substring match cannot seek an index; LIKE is
 * case-insensitive on SQLite for ASCII letters and on MySQL through the
 * column's _ci collation.
 */
export async function listProducts(options: ProductListOptions = {}): Promise<ProductRow[]> {
  const query = activeProducts()
  if (options.where) options.where(query)
  if (options.category) query.where('products.category', options.category)
  if (options.search) matchSearch(query, options.search)
  query.orderBy('products.name', 'asc').orderBy('products.id', 'asc')
  if (options.limit) query.limit(options.limit)
  return query
}

export interface ProductPageOptions {
  page: number
  pageSize: number
  sort: ProductSortField
  order: 'asc' | 'desc'
  search?: string
  category?: string
  stock: ProductStockFilter
  /** Conditions of filters other modules registered (product_list_filters.ts). */
  where: Array<(query: DatabaseQueryBuilderContract) => void>
  /** What `where` selects, as its query parameters (`recipe=unused`): part of the count's key. */
  whereKey: string
}

/*
 * A page's count reads every matching product (a search or a recipe filter
 * at 100k products: ~20 ms), and paging through the same list asks for it
 * again on every page: kept per database version and filters.
 */
const pageCounts = new KeptPerVersion<{ total: number; known: number }>(32)

const SORT_COLUMNS: Record<ProductSortField, string> = {
  name: 'products.name',
  category: 'products.category',
  currentStock: 'products.current_stock',
  unitCost: 'products.unit_cost',
}

const STOCK_CONDITIONS: Record<ProductStockFilter, string | null> = {
  all: null,
  low: 'products.current_stock <= products.reorder_level',
  out: 'products.current_stock <= 0',
  in: 'products.current_stock > products.reorder_level',
}

/**
 * One page of the inventory screen (DESIGN §10: screens page, sort and
 * filter on the server) and how many products match. Ties sort by name,
 * then id, in the page's direction, so pages never overlap and descending
 * is ascending reversed: (archived_at, column, name, id) indexes hand every
 * sort's rows over in page order, forwards or backwards, and a page reads
 * only its own rows however large the catalogue.
 */
export async function listProductsPage(options: ProductPageOptions) {
  const filtered = (query: DatabaseQueryBuilderContract) => {
    query.whereNull('products.archived_at')
    if (options.search) matchSearch(query, options.search)
    if (options.category) query.where('products.category', options.category)
    const stock = STOCK_CONDITIONS[options.stock]
    if (stock) query.whereRaw(stock)
    for (const condition of options.where) condition(query)
    return query
  }
  const rowsBy = (column: string) =>
    filtered(
      db
        .from(PRODUCTS_TABLE)
        .leftJoin(VENDORS_TABLE, 'vendors.id', 'products.vendor_id')
        .select(...PRODUCT_COLUMNS)
    )
      .orderBy(column, options.order)
      .if(column !== 'products.name', (query) => query.orderBy('products.name', options.order))
      .orderBy('products.id', options.order)
  const offset = (options.page - 1) * options.pageSize
  /*
   * Unknown costs come last in either direction: they are not the cheapest.
   * Both databases sort NULL first ascending, so an ascending page reads the
   * known costs, then the unknown ones by name, each in index order.
   */
  const unknownCostsLast = options.sort === 'unitCost' && options.order === 'asc'

  const countKey = JSON.stringify([
    options.search ?? '',
    options.category ?? '',
    options.stock,
    options.whereKey,
    unknownCostsLast,
  ])
  const { total, known } = await pageCounts.get(countKey, async () => {
    const counting = filtered(db.from(PRODUCTS_TABLE)).count('* as total')
    if (unknownCostsLast) counting.count('products.unit_cost as known')
    const [counted] = await counting
    return { total: Number(counted?.total ?? 0), known: Number(counted?.known ?? 0) }
  })

  if (!unknownCostsLast) {
    const rows = await rowsBy(SORT_COLUMNS[options.sort]).limit(options.pageSize).offset(offset)
    return { rows: rows as ProductRow[], total }
  }
  const rows =
    offset < known
      ? ((await rowsBy('products.unit_cost')
          .whereNotNull('products.unit_cost')
          .limit(options.pageSize)
          .offset(offset)) as ProductRow[])
      : []
  if (rows.length < options.pageSize && total > known) {
    const unknown = (await rowsBy('products.name')
      .whereNull('products.unit_cost')
      .limit(options.pageSize - rows.length)
      .offset(Math.max(0, offset - known))) as ProductRow[]
    rows.push(...unknown)
  }
  return { rows, total }
}

/** The distinct categories of active products, for the inventory screen's filter. */
export async function productCategories(): Promise<string[]> {
  const rows = await db
    .from(PRODUCTS_TABLE)
    .whereNull('archived_at')
    .distinct('category')
    .orderBy('category', 'asc')
  return rows.map((row) => String(row.category))
}

/** A product's place in name order: the keyset cursor of paged reads. */
export interface NameKey {
  name: string
  id: number
}

/** Narrows `query` to the products that come after `after` in (name, id) order. */
export function afterInNameOrder(query: DatabaseQueryBuilderContract, after: NameKey) {
  /* The `>=` lets the (archived_at, name) index seek to the page instead of scanning up to it. */
  return query.where('products.name', '>=', after.name).where((where) => {
    where
      .where('products.name', '>', after.name)
      .orWhere((tie) => tie.where('products.name', after.name).where('products.id', '>', after.id))
  })
}

/** Narrows `query` to the products up to `last`, itself included, in (name, id) order. */
export function upToInNameOrder(query: DatabaseQueryBuilderContract, last: NameKey) {
  return query.where('products.name', '<=', last.name).where((where) => {
    where
      .where('products.name', '<', last.name)
      .orWhere((tie) => tie.where('products.name', last.name).where('products.id', '<=', last.id))
  })
}

/**
 * One page of the list for streaming exports and paged reads: keyset
 * pagination on (name, id), so memory stays flat however large the
 * catalogue is.
 */
export async function productPage(
  after: NameKey | null,
  size: number,
  options: Pick<ProductListOptions, 'where'> & { client?: QueryClientContract } = {}
) {
  const query = activeProducts(options.client)
  if (options.where) options.where(query)
  if (after) afterInNameOrder(query, after)
  const rows: ProductRow[] = await query
    .orderBy('products.name', 'asc')
    .orderBy('products.id', 'asc')
    .limit(size)
  return rows
}

/*
 * On SQLite a page is read and transformed in one turn of the event loop:
 * a few ms, even at 100k products. MySQL's reads are awaited, so there a
 * page is larger and costs fewer round trips (at 500 rows the full list
 * took 40% longer than read whole).
 */
const PAGE_OF_PRODUCTS = { sqlite: 500, mysql: 5000 }

/**
 * Active products by name in the GET /api/products shape (narrowed by
 * `where`), a keyset page at a time, read through `client`.
 */
export async function* activeProductPages(
  options: Pick<ProductListOptions, 'where'> & {
    client?: QueryClientContract
    pageSize?: number
  } = {}
): AsyncGenerator<ProductJson[]> {
  const client = options.client ?? db.connection()
  const size =
    options.pageSize ??
    (client.dialect.name === 'better-sqlite3' ? PAGE_OF_PRODUCTS.sqlite : PAGE_OF_PRODUCTS.mysql)
  const pages = keysetPages(
    size,
    (after: NameKey | null) => productPage(after, size, { where: options.where, client }),
    (last) => ({ name: last.name, id: Number(last.id) })
  )
  for await (const rows of pages) yield rows.map(toProductJson)
}

/** An active product in the GET /api/products/:id shape. */
export async function findProduct(
  id: number,
  client?: QueryClientContract
): Promise<ProductJson | null> {
  const row: ProductRow | null = await activeProducts(client).where('products.id', id).first()
  return row ? toProductJson(row) : null
}

export async function findProductByBarcode(code: string): Promise<ProductJson | null> {
  const row: ProductRow | null = await activeProducts().where('products.barcode', code).first()
  return row ? toProductJson(row) : null
}

const summaries = new KeptPerVersion<InventorySummaryJson>(1)

/**
 * Dashboard figures as SQL aggregates over active products. Every load of
 * the inventory screen and the dashboard asks for them, and only a write
 * changes them: kept per database version (100k products: ~1 ms instead of
 * a read of every product). The read after a write sums a range of
 * products at a time (productIdRanges) from one state of the database.
 */
export async function inventorySummary(): Promise<InventorySummaryJson> {
  return { ...(await summaries.get('', () => readConsistently(readInventorySummary))) }
}

async function readInventorySummary(client: QueryClientContract): Promise<InventorySummaryJson> {
  const summary = { totalItems: 0, lowStockCount: 0, outOfStockCount: 0, unknownCostCount: 0 }
  const values: unknown[] = []
  for await (const inRange of productIdRanges(client)) {
    const query = client.from(PRODUCTS_TABLE).whereRaw(`${unindexed('archived_at')} IS NULL`)
    inRange(query, 'id')
    const row = await query
      .select(
        db.raw('COUNT(*) as total_items'),
        db.raw('SUM(CASE WHEN current_stock <= reorder_level THEN 1 ELSE 0 END) as low_stock'),
        db.raw('SUM(CASE WHEN current_stock <= 0 THEN 1 ELSE 0 END) as out_of_stock'),
        db.raw('SUM(CASE WHEN unit_cost IS NULL THEN 1 ELSE 0 END) as unknown_cost'),
        db.raw(`${valueUnitsSql()} as value_units`)
      )
      .first()
    summary.totalItems += Number(row?.total_items ?? 0)
    summary.lowStockCount += Number(row?.low_stock ?? 0)
    summary.outOfStockCount += Number(row?.out_of_stock ?? 0)
    summary.unknownCostCount += Number(row?.unknown_cost ?? 0)
    values.push(row?.value_units)
  }
  return { ...summary, inventoryValue: unitsToMoney(totalUnits(values)) }
}
