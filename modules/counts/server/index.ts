/*
 * The counts module's public API: the only file other modules may import
 * (besides shared/), and only when "counts" is in their dependsOn. The
 * variance report reads finalized counts from here.
 */
import db from '@adonisjs/lucid/services/db'
import { COUNT_RESULTS_TABLE, COUNT_SESSIONS_TABLE } from '#modules/counts/server/tables'
import { toIso, toQuantity } from '#app/database/driver_values'

export interface FinalizedCount {
  id: number
  name: string
  finalizedAt: Date
  /** The stock ledger's newest row id after this count was written (inventory's lastLedgerId). */
  ledgerMark: number
  /** Counted stock per product id, as finalizing wrote it (zeroed products are 0). */
  counted: Map<number, number>
}

/** A finalized count session with its per-product counted totals; null when missing or still open. */
export async function finalizedCount(id: number): Promise<FinalizedCount | null> {
  const session = await db
    .from(COUNT_SESSIONS_TABLE)
    .where('id', id)
    .where('status', 'finalized')
    .select('id', 'name', 'finalized_at', 'ledger_mark')
    .first()
  if (!session) return null
  const rows = await db
    .from(COUNT_RESULTS_TABLE)
    .where('session_id', id)
    .select('product_id', 'counted_stock')
  return {
    id: Number(session.id),
    name: session.name as string,
    finalizedAt: new Date(toIso(session.finalized_at)),
    ledgerMark: Number(session.ledger_mark),
    counted: new Map(rows.map((row) => [Number(row.product_id), toQuantity(row.counted_stock)])),
  }
}

/** Finalized count sessions, newest first (id, name, finalizedAt), for choosing a period. */
export async function finalizedCounts(limit = 200) {
  const rows = await db
    .from(COUNT_SESSIONS_TABLE)
    .where('status', 'finalized')
    .select('id', 'name', 'finalized_at')
    .orderBy('finalized_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    finalizedAt: toIso(row.finalized_at),
  }))
}

/** The id of the last count finalized at or before `at`, or null. */
export async function lastFinalizedCountBy(at: Date): Promise<number | null> {
  const row = await db
    .from(COUNT_SESSIONS_TABLE)
    .where('status', 'finalized')
    .where('finalized_at', '<=', at)
    .select('id')
    .orderBy('finalized_at', 'desc')
    .orderBy('id', 'desc')
    .first()
  return row ? Number(row.id) : null
}
