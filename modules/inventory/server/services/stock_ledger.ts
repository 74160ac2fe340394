import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { fromMilli, toMilli } from '#app/database/driver_values'
import { retryOnLockConflict } from '#app/database/database_errors'
import { insertRows } from '#app/database/insert_rows'

import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/tables'

export interface LedgerEntry {
  productId: number
  /** Signed bottles; rounded to thousandths. */
  change: number
  type: string
  reason?: string | null
  sourceType?: string | null
  sourceId?: string | number | null
  userId?: string | null
}

export interface CountEntry extends Omit<LedgerEntry, 'change' | 'type'> {
  countedStock: number
  /** 'count' unless the caller says otherwise ('manual_edit', 'import'). */
  type?: string
}

export interface ApplyOptions {
  /** Off by default: a change that would leave a product below 0 is refused. */
  allowNegative?: boolean
}

export interface CountOptions extends ApplyOptions {
  /** Write a ledger row even when the count matches the stock (a count is worth recording). */
  recordUnchanged?: boolean
}

export class NegativeStockException extends Exception {
  static status = 422
  static code = 'E_NEGATIVE_STOCK'

  constructor(readonly productId: number) {
    super('Stock cannot go below 0')
  }
}

export class StockOutOfRangeException extends Exception {
  static status = 422
  static code = 'E_STOCK_OUT_OF_RANGE'

  constructor(readonly productId: number | null) {
    super('Stock cannot exceed 999,999,999 bottles')
  }
}

/* DECIMAL(12,3): the largest stock the column holds, in thousandths. */
const MAX_STOCK_MILLI = 999_999_999_999

/* Keeps each statement's bindings well under SQLite's and MySQL's limits. */
const CHUNK = 400
const MAX_ATTEMPTS = 4

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) {
    result.push(items.slice(index, index + size))
  }
  return result
}

function assertFiniteChange(entry: { productId: number }, value: number) {
  if (!Number.isFinite(value)) {
    throw new Error(`Stock change for product ${entry.productId} is not a finite number`)
  }
}

/**
 * The stock ledger (DESIGN §6): the only code that changes
 * products.current_stock. Every change writes an inventory_adjustments row
 * in the caller's transaction, so current_stock always equals the sum of a
 * product's quantity_change.
 */
export const StockLedger = {
  /**
   * Adds signed changes. One relative UPDATE per chunk of products
   * (`current_stock = current_stock + …`, ids ascending so row locks are
   * always taken in the same order), then one ledger row per entry.
   * Returns the resulting stock of every product touched.
   */
  async apply(
    trx: TransactionClientContract,
    entries: LedgerEntry[],
    options: ApplyOptions = {}
  ): Promise<Map<number, number>> {
    const result = new Map<number, number>()
    if (entries.length === 0) return result

    const ordered = entries
      .map((entry, index) => ({ entry, index, milli: toMilli(entry.change) }))
      .sort((a, b) => a.entry.productId - b.entry.productId || a.index - b.index)
    const totals = new Map<number, number>()
    for (const { entry, milli } of ordered) {
      assertFiniteChange(entry, milli)
      totals.set(entry.productId, (totals.get(entry.productId) ?? 0) + milli)
    }

    const now = new Date()
    const finals = new Map<number, number>()
    /* SQLite answers the new stock from the UPDATE itself; MySQL has no UPDATE … RETURNING. */
    const returning = trx.dialect.name.includes('sqlite')
    for (const ids of chunks([...totals.keys()])) {
      const cases = ids.map(() => 'WHEN ? THEN ?').join(' ')
      const caseBindings = ids.flatMap((id) => [id, fromMilli(totals.get(id)!)])
      for (const id of ids) {
        if (Math.abs(totals.get(id)!) > MAX_STOCK_MILLI) throw new StockOutOfRangeException(id)
      }
      let updated: Array<{ id: number | string; current_stock: number | string }>
      try {
        updated = await trx.rawQuery(
          `UPDATE ${PRODUCTS_TABLE}
              SET current_stock = ROUND(current_stock + CASE id ${cases} END, 3),
                  last_updated = ?, updated_at = ?
            WHERE id IN (${ids.map(() => '?').join(', ')})${returning ? ' RETURNING id, current_stock' : ''}`,
          [...caseBindings, now, now, ...ids]
        )
      } catch (error) {
        /* MySQL refuses a result beyond DECIMAL(12,3) before we can look at it. */
        if ((error as { code?: string }).code === 'ER_WARN_DATA_OUT_OF_RANGE') {
          throw new StockOutOfRangeException(ids.length === 1 ? ids[0] : null)
        }
        throw error
      }
      const rows = returning
        ? updated
        : await trx.from(PRODUCTS_TABLE).whereIn('id', ids).select('id', 'current_stock')
      for (const row of rows) finals.set(Number(row.id), toMilli(row.current_stock))
      for (const id of ids) {
        const final = finals.get(id)
        if (final === undefined) throw new NotFoundException(`Product ${id} not found`)
        if (final < 0 && !options.allowNegative) throw new NegativeStockException(id)
        if (Math.abs(final) > MAX_STOCK_MILLI) throw new StockOutOfRangeException(id)
      }
    }

    /* Walk each product's entries backwards from its final stock to get every row's resulting stock. */
    const remaining = new Map(finals)
    const ledgerRows: Record<string, unknown>[] = Array.from({ length: ordered.length })
    for (let position = ordered.length - 1; position >= 0; position--) {
      const { entry, milli } = ordered[position]
      const resulting = remaining.get(entry.productId)!
      remaining.set(entry.productId, resulting - milli)
      ledgerRows[position] = {
        product_id: entry.productId,
        adjustment_type: entry.type,
        quantity_change: fromMilli(milli),
        resulting_stock: fromMilli(resulting),
        reason: entry.reason ?? null,
        source_type: entry.sourceType ?? null,
        source_id:
          entry.sourceId === undefined || entry.sourceId === null ? null : String(entry.sourceId),
        user_id: entry.userId ?? null,
        adjustment_date: now,
      }
    }
    await insertRows(trx, ADJUSTMENTS_TABLE, ledgerRows)

    for (const [id, milli] of finals) result.set(id, fromMilli(milli))
    return result
  },

  /**
   * Sets stock to counted values: locks the rows (ascending ids, FOR UPDATE
   * on MySQL; SQLite has a single writer), then applies the differences.
   */
  async setCounts(
    trx: TransactionClientContract,
    counts: CountEntry[],
    options: CountOptions = {}
  ): Promise<Map<number, number>> {
    if (counts.length === 0) return new Map()
    const ids = [...new Set(counts.map((count) => count.productId))].sort((a, b) => a - b)
    const current = new Map<number, number>()
    for (const batch of chunks(ids)) {
      const rows = await trx
        .from(PRODUCTS_TABLE)
        .whereIn('id', batch)
        .orderBy('id', 'asc')
        .forUpdate()
        .select('id', 'current_stock')
      for (const row of rows) current.set(Number(row.id), toMilli(row.current_stock))
    }

    const entries: LedgerEntry[] = []
    const unchanged = new Map<number, number>()
    for (const { countedStock, type, ...rest } of counts) {
      const before = current.get(rest.productId)
      if (before === undefined) throw new NotFoundException(`Product ${rest.productId} not found`)
      const counted = toMilli(countedStock)
      assertFiniteChange(rest, counted)
      current.set(rest.productId, counted)
      if (counted === before && !options.recordUnchanged) {
        unchanged.set(rest.productId, fromMilli(counted))
        continue
      }
      entries.push({ ...rest, type: type ?? 'count', change: fromMilli(counted - before) })
    }
    const applied = await StockLedger.apply(trx, entries, options)
    return new Map([...unchanged, ...applied])
  },

  async setCount(trx: TransactionClientContract, count: CountEntry, options: CountOptions = {}) {
    const result = await StockLedger.setCounts(trx, [count], options)
    return result.get(count.productId)!
  },

  /**
   * Runs stock-changing work in a transaction, retrying a few times when
   * the database reports a deadlock or a busy lock (the whole transaction
   * was rolled back then). Still failing, the error goes to the exception
   * handler, which answers 503 with Retry-After.
   */
  async transaction<T>(work: (trx: TransactionClientContract) => Promise<T>): Promise<T> {
    return retryOnLockConflict(() => db.transaction(work), MAX_ATTEMPTS)
  },
}
