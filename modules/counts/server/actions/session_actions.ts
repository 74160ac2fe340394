import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { lastLedgerId, productsByIds, StockLedger } from '#modules/inventory/server/index'
import {
  countedTotals,
  sessionLines,
  findSession,
  uncountedProducts,
} from '#modules/counts/server/queries/session_queries'
import {
  COUNT_AREAS_TABLE,
  COUNT_LINES_TABLE,
  COUNT_RECOUNT_REQUESTS_TABLE,
  COUNT_RESULTS_TABLE,
  COUNT_SESSIONS_TABLE,
  COUNT_SESSION_AREAS_TABLE,
} from '#modules/counts/server/tables'
import { fieldError } from '#app/exceptions/field_error'
import { toQuantity } from '#app/database/driver_values'

export const FINALIZED_MESSAGE = 'This count session is already finalized'

/**
 * Locks the session row for the rest of the transaction: lines, recount
 * requests and finalizing queue behind each other, so no line lands in a
 * session after it was finalized. Throws 404, or 409 when finalized.
 */
export async function lockOpenSession(trx: TransactionClientContract, id: number) {
  const row = await trx
    .from(COUNT_SESSIONS_TABLE)
    .where('id', id)
    .forUpdate()
    .select('id', 'name', 'status')
    .first()
  if (!row) throw new NotFoundException('Count session not found')
  if (row.status !== 'open') throw new ConflictException(FINALIZED_MESSAGE)
  return { id: Number(row.id), name: row.name as string }
}

export async function openSession(
  input: { name?: string; areaIds?: number[] },
  userId: string
): Promise<number> {
  return db.transaction(async (trx) => {
    const areas = await trx
      .from(COUNT_AREAS_TABLE)
      .whereNull('archived_at')
      .select('id', 'name')
      .orderBy('position', 'asc')
    const active = new Set(areas.map((area) => Number(area.id)))
    const chosen = input.areaIds ?? []
    const unknown = chosen.find((areaId) => !active.has(areaId))
    if (unknown !== undefined) {
      throw fieldError('areaIds', `Storage area ${unknown} does not exist`, 'exists')
    }
    const allAreas = chosen.length === 0
    const now = new Date()
    const name = input.name ?? `Count ${now.toISOString().slice(0, 10)}`
    const [id] = await trx
      .insertQuery()
      .table(COUNT_SESSIONS_TABLE)
      .insert({ name, status: 'open', all_areas: allAreas, opened_by: userId, opened_at: now })
    const sessionId = Number(id)
    /* An all-areas count covers the areas that exist when it opens. */
    const areaIds = allAreas ? [...active] : chosen
    if (areaIds.length > 0) {
      await trx
        .insertQuery()
        .table(COUNT_SESSION_AREAS_TABLE)
        .multiInsert(areaIds.map((areaId) => ({ session_id: sessionId, area_id: areaId })))
    }
    await recordActivity(
      {
        userId,
        action: 'create',
        entityType: 'count_session',
        entityId: sessionId,
        summary: `Opened count ${name}`,
      },
      trx
    )
    return sessionId
  })
}

/** The manager asks the counter to count a line again; their recount settles it. */
export async function requestRecount(
  sessionId: number,
  input: { lineId: number; note?: string | null },
  userId: string
) {
  return db.transaction(async (trx) => {
    await lockOpenSession(trx, sessionId)
    const line = await trx
      .from(COUNT_LINES_TABLE)
      .where('id', input.lineId)
      .where('session_id', sessionId)
      .select('id')
      .first()
    if (!line) throw fieldError('lineId', 'This line is not part of the count session', 'exists')
    const existing = await trx
      .from(COUNT_RECOUNT_REQUESTS_TABLE)
      .where('line_id', input.lineId)
      .select('id')
      .first()
    if (existing) return Number(existing.id)
    const [id] = await trx
      .insertQuery()
      .table(COUNT_RECOUNT_REQUESTS_TABLE)
      .insert({
        line_id: input.lineId,
        note: input.note ?? null,
        requested_by: userId,
        created_at: new Date(),
      })
    return Number(id)
  })
}

/**
 * Writes every counted product's stock through StockLedger.setCounts (type
 * 'count', source = the session), plus the uncounted products the manager
 * chose to zero, records the results and locks the session — all in one
 * transaction. A second call answers 409.
 */
export async function finalizeSession(
  id: number,
  input: { zeroUncounted?: boolean; zeroProductIds?: number[] },
  userId: string
) {
  /*
   * The products the session covers are read before the transaction (the
   * catalogue list has no transaction of its own, and SQLite has one
   * connection); lines arriving meanwhile are caught by the counted totals.
   */
  const full = await findSession(id)
  if (!full) throw new NotFoundException('Count session not found')
  const candidates = await uncountedProducts(full, new Set())
  await StockLedger.transaction(async (trx) => {
    const session = await lockOpenSession(trx, id)
    const totals = countedTotals(await sessionLines(id, trx))
    const uncountedIds = new Set(
      candidates.map((product) => product.productId).filter((productId) => !totals.has(productId))
    )
    const zeroIds = new Set(input.zeroUncounted ? uncountedIds : [])
    for (const productId of input.zeroProductIds ?? []) {
      if (!uncountedIds.has(productId)) {
        throw fieldError(
          'zeroProductIds',
          `Product ${productId} is not an uncounted product of this session`,
          'uncounted'
        )
      }
      zeroIds.add(productId)
    }

    const counts = [
      ...[...totals].map(([productId, countedStock]) => ({ productId, countedStock })),
      ...[...zeroIds].map((productId) => ({ productId, countedStock: 0 })),
    ]
    /*
     * The stock expected at finalizing, kept for the review of a finalized
     * count. setCounts locks the rows right after; on MySQL a sale landing in
     * between would only shift this figure, never the stock written.
     */
    const current = await productsByIds(
      counts.map((count) => count.productId),
      trx
    )
    const before = new Map(current.map((product) => [product.id, toQuantity(product.currentStock)]))
    const now = new Date()
    await StockLedger.setCounts(
      trx,
      counts.map((count) => ({
        ...count,
        type: 'count',
        reason: `Count ${session.name}`,
        sourceType: 'count_session',
        sourceId: id,
        userId,
      })),
      { recordUnchanged: true }
    )
    const results = counts.map((count) => ({
      session_id: id,
      product_id: count.productId,
      expected_stock: before.get(count.productId) ?? 0,
      counted_stock: count.countedStock,
      zeroed: zeroIds.has(count.productId),
    }))
    for (let start = 0; start < results.length; start += 300) {
      await trx
        .insertQuery()
        .table(COUNT_RESULTS_TABLE)
        .multiInsert(results.slice(start, start + 300))
    }
    await trx
      .from(COUNT_SESSIONS_TABLE)
      .where('id', id)
      .update({
        status: 'finalized',
        finalized_by: userId,
        finalized_at: now,
        ledger_mark: await lastLedgerId(trx),
      })
    await recordActivity(
      {
        userId,
        action: 'finalize',
        entityType: 'count_session',
        entityId: id,
        summary: `Finalized count ${session.name}: ${totals.size} products counted${
          zeroIds.size > 0 ? `, ${zeroIds.size} set to 0` : ''
        }`,
      },
      trx
    )
  })
}
