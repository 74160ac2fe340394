import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { businessDayOf, businessDaySettings } from '#app/settings/business_day'
import { productsByIds, StockLedger, type LedgerEntry } from '#modules/inventory/server/index'
import { recipeIngredientsFor } from '#modules/recipes/server/index'
import { depletionOf, itemKeyOf, nameKeyOf } from '#modules/integrations/shared/depletion'
import type { IngestResultJson } from '#modules/integrations/shared/sale_json'
import {
  MAPPINGS_TABLE,
  POS_DATA_TABLE,
  SALES_DAILY_TABLE,
} from '#modules/integrations/server/tables'
import { toCents } from '#shared/money'
import { toQuantity } from '#app/database/driver_values'

export const SALES_LEDGER_TYPE = 'sale'
/** inventory_adjustments.source_type of a sale's ledger rows; source_id is the pos_data id. */
export const SALE_SOURCE_TYPE = 'pos_data'

/** One sold line as every way in (API, webhook, import) hands it over. */
export interface SaleLineInput {
  source: string
  transactionId: string
  lineKey: string
  recipeId: number | null
  posItemId: string | null
  posItemName: string | null
  posVariation: string | null
  /** Negative for a refund. */
  quantity: number
  /** Dollars, negative for a refund. */
  amount: number
  saleDate: Date
  integrationId: number | null
}

interface Mapping {
  item_key: string
  recipe_id: number | null
  product_id: number | null
  pour_oz: number | string | null
}

/** A line ready to deplete stock. */
export interface MappedLine {
  id: number
  transactionId: string
  recipeId: number | null
  productId: number | null
  pourOz: number | null
  quantity: number
}

interface RollupDelta {
  day: string
  recipeId: number
  quantity: number
  cents: number
  lines: number
}

const keyOf = (source: string, transactionId: string, lineKey: string) =>
  `${source}\u0000${transactionId}\u0000${lineKey}`

async function mappingsFor(trx: QueryClientContract, keys: string[]) {
  const found = new Map<string, Mapping>()
  for (const batch of chunks([...new Set(keys)], 400)) {
    const rows: Mapping[] = await trx
      .from(MAPPINGS_TABLE)
      .whereIn('item_key', batch)
      .select('item_key', 'recipe_id', 'product_id', 'pour_oz')
    for (const row of rows) found.set(row.item_key, row)
  }
  return found
}

/**
 * Writes the stock ledger entries of mapped lines (type 'sale', source =
 * the line). Never refused for negative stock: the bar sold it, and the
 * next count will show it. Products that no longer exist are skipped.
 */
export async function depleteStock(
  trx: TransactionClientContract,
  lines: MappedLine[],
  userId: string | null
) {
  if (lines.length === 0) return
  const ingredients = await recipeIngredientsFor(
    lines.flatMap((line) => (line.recipeId ? [line.recipeId] : [])),
    trx
  )
  const productIds = new Set<number>()
  for (const list of ingredients.values()) for (const item of list) productIds.add(item.productId)
  for (const line of lines) if (line.productId) productIds.add(line.productId)
  const found = await productsByIds(productIds, trx)
  const products = new Map(found.map((product) => [product.id, product]))

  const entries: LedgerEntry[] = []
  for (const line of lines) {
    const pours = line.recipeId
      ? (ingredients.get(line.recipeId) ?? []).map((item) => ({
          ...item,
          sizeInOz: products.get(item.productId)?.sizeInOz ?? null,
        }))
      : line.productId
        ? [
            {
              productId: line.productId,
              amountInOz: line.pourOz,
              isWholeBottle: false,
              sizeInOz: products.get(line.productId)?.sizeInOz ?? null,
            },
          ]
        : []
    for (const [productId, change] of depletionOf(pours, line.quantity)) {
      if (!products.has(productId) || change === 0) continue
      entries.push({
        productId,
        change,
        type: SALES_LEDGER_TYPE,
        reason: `${line.quantity < 0 ? 'Refund' : 'Sale'} ${line.transactionId}`.slice(0, 255),
        sourceType: SALE_SOURCE_TYPE,
        sourceId: line.id,
        userId,
      })
    }
  }
  await StockLedger.apply(trx, entries, { allowNegative: true })
}

/** Adds to the daily rollup, rows in (day, recipe) order so concurrent writers lock alike. */
export async function addToRollup(trx: TransactionClientContract, deltas: RollupDelta[]) {
  const merged = new Map<string, RollupDelta>()
  for (const delta of deltas) {
    const key = `${delta.day}|${String(delta.recipeId).padStart(10, '0')}`
    const current = merged.get(key)
    if (current) {
      current.quantity += delta.quantity
      current.cents += delta.cents
      current.lines += delta.lines
    } else merged.set(key, { ...delta })
  }
  const ordered = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, d]) => d)
  const mysql = trx.dialect.name === 'mysql'
  for (const batch of chunks(ordered, 200)) {
    const values = batch.map(() => '(?, ?, ?, ?, ?)').join(', ')
    const bindings = batch.flatMap((delta) => [
      delta.day,
      delta.recipeId,
      Math.round(delta.quantity * 1000) / 1000,
      (delta.cents / 100).toFixed(2),
      delta.lines,
    ])
    const insert = `INSERT INTO ${SALES_DAILY_TABLE} (day, recipe_id, quantity, revenue, line_count) VALUES ${values}`
    await trx.rawQuery(
      mysql
        ? `${insert} ON DUPLICATE KEY UPDATE quantity = quantity + VALUES(quantity),
             revenue = revenue + VALUES(revenue), line_count = line_count + VALUES(line_count)`
        : `${insert} ON CONFLICT (day, recipe_id) DO UPDATE SET
             quantity = ROUND(quantity + excluded.quantity, 3),
             revenue = ROUND(revenue + excluded.revenue, 2),
             line_count = line_count + excluded.line_count`,
      bindings
    )
  }
}

/** Keys of lines already stored among those of these lines' transactions. */
async function storedKeys(client: QueryClientContract, lines: Iterable<SaleLineInput>) {
  const existing = new Set<string>()
  for (const rows of await linesOfTransactions(client, lines, 'source')) {
    for (const row of rows) existing.add(keyOf(row.source, row.transaction_id, row.line_key))
  }
  return existing
}

/**
 * Stored lines of these lines' transactions, per source, so each lookup
 * walks the unique (source, transaction_id, line_key) index.
 */
async function linesOfTransactions(
  client: QueryClientContract,
  lines: Iterable<SaleLineInput>,
  ...columns: string[]
) {
  const bySource = new Map<string, Set<string>>()
  for (const line of lines) {
    const set = bySource.get(line.source) ?? new Set<string>()
    set.add(line.transactionId)
    bySource.set(line.source, set)
  }
  const found: Array<Array<Record<string, any>>> = []
  for (const [source, transactions] of bySource) {
    for (const batch of chunks([...transactions], 400)) {
      found.push(
        await client
          .from(POS_DATA_TABLE)
          .where('source', source)
          .whereIn('transaction_id', batch)
          .select('transaction_id', 'line_key', ...columns)
      )
    }
  }
  return found
}

/** What recordSales would do with these lines, writing nothing (an import's dry run). */
export async function previewSales(
  client: QueryClientContract,
  lines: SaleLineInput[]
): Promise<IngestResultJson> {
  const result: IngestResultJson = { created: 0, duplicates: 0, unmapped: 0 }
  const existing = await storedKeys(client, lines)
  const seen = new Set<string>()
  const fresh: SaleLineInput[] = []
  for (const line of lines) {
    const key = keyOf(line.source, line.transactionId, line.lineKey)
    if (existing.has(key) || seen.has(key)) result.duplicates++
    else fresh.push(line)
    seen.add(key)
  }
  const mappings = await mappingsFor(
    client,
    fresh.flatMap((line) => [itemKeyOf(line), nameKeyOf(line)].filter((key) => key !== null))
  )
  for (const line of fresh) {
    result.created++
    const itemKey = itemKeyOf(line)
    const nameKey = nameKeyOf(line)
    const mapped =
      line.recipeId || (itemKey && mappings.has(itemKey)) || (nameKey && mappings.has(nameKey))
    if (!mapped) result.unmapped++
  }
  return result
}

/**
 * Records sold lines in the caller's transaction: lines already stored
 * (same source, transaction id and line key) are skipped, mapped lines
 * deplete stock, and the daily rollup follows — all or nothing.
 */
export async function recordSales(
  trx: TransactionClientContract,
  lines: SaleLineInput[],
  userId: string | null
): Promise<IngestResultJson> {
  const result: IngestResultJson = { created: 0, duplicates: 0, unmapped: 0 }
  const unique = new Map<string, SaleLineInput>()
  for (const line of lines) {
    const key = keyOf(line.source, line.transactionId, line.lineKey)
    if (unique.has(key)) result.duplicates++
    else unique.set(key, line)
  }
  if (unique.size === 0) return result

  const existing = await storedKeys(trx, unique.values())
  const fresh = [...unique.entries()].filter(([key]) => !existing.has(key))
  result.duplicates += unique.size - fresh.length
  if (fresh.length === 0) return result

  const itemKeys = fresh.flatMap(([, line]) => {
    if (line.recipeId) return []
    return [itemKeyOf(line), nameKeyOf(line)].filter((key): key is string => key !== null)
  })
  const mappings = await mappingsFor(trx, itemKeys)
  const settings = businessDaySettings()
  const now = new Date()

  const rows = fresh.map(([key, line]) => {
    const itemKey = itemKeyOf(line)
    const nameKey = nameKeyOf(line)
    const mapping: Mapping | null = line.recipeId
      ? null
      : ((itemKey ? mappings.get(itemKey) : undefined) ??
        (nameKey ? mappings.get(nameKey) : undefined) ??
        null)
    const recipeId = line.recipeId ?? mapping?.recipe_id ?? null
    const productId = recipeId ? null : (mapping?.product_id ?? null)
    return {
      key,
      line,
      pourOz:
        mapping?.pour_oz === null || mapping?.pour_oz === undefined
          ? null
          : Number(mapping.pour_oz),
      row: {
        source: line.source,
        transaction_id: line.transactionId,
        line_key: line.lineKey,
        recipe_id: recipeId,
        product_id: productId,
        quantity: line.quantity,
        amount: line.amount.toFixed(2),
        sale_date: line.saleDate,
        business_day: businessDayOf(line.saleDate, settings),
        item_key: itemKey,
        pos_item_id: line.posItemId,
        pos_item_name: line.posItemName,
        pos_variation: line.posVariation,
        integration_id: line.integrationId,
        is_refund: line.quantity < 0,
        processed_at: recipeId || productId ? now : null,
        created_at: now,
      },
    }
  })

  const ids = new Map<string, number>()
  for (const batch of chunks(rows, 200)) {
    await trx
      .knexQuery()
      .table(POS_DATA_TABLE)
      .insert(batch.map((entry) => entry.row))
      .onConflict(['source', 'transaction_id', 'line_key'])
      .ignore()
    const stored = await linesOfTransactions(
      trx,
      batch.map((entry) => entry.line),
      'id',
      'source'
    )
    for (const found of stored) {
      for (const row of found) {
        ids.set(keyOf(row.source, row.transaction_id, row.line_key), Number(row.id))
      }
    }
  }

  const mapped: MappedLine[] = []
  const rollup: RollupDelta[] = []
  for (const entry of rows) {
    const id = ids.get(entry.key)
    /* A concurrent request stored the same line first: it is theirs to count. */
    if (id === undefined) {
      result.duplicates++
      continue
    }
    result.created++
    const { row } = entry
    rollup.push({
      day: row.business_day,
      recipeId: row.recipe_id ?? 0,
      quantity: row.quantity,
      cents: toCents(row.amount),
      lines: 1,
    })
    if (row.processed_at === null) {
      result.unmapped++
      continue
    }
    mapped.push({
      id,
      transactionId: row.transaction_id,
      recipeId: row.recipe_id,
      productId: row.product_id,
      pourOz: entry.pourOz,
      quantity: toQuantity(row.quantity),
    })
  }
  await depleteStock(trx, mapped, userId)
  await addToRollup(trx, rollup)
  return result
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) {
    result.push(items.slice(index, index + size))
  }
  return result
}
