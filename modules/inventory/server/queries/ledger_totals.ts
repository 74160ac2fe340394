import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ADJUSTMENTS_TABLE } from '#modules/inventory/server/tables'
import { toQuantity } from '#app/database/driver_values'

/**
 * The id of the newest ledger row (0 when there is none). Read inside a
 * transaction right after writing stock, it marks a point in the ledger:
 * rows after one mark and up to the next happened between the two.
 */
export async function lastLedgerId(client: QueryClientContract = db.connection()) {
  const row = await client.from(ADJUSTMENTS_TABLE).max('id as last').first()
  return Number(row?.last ?? 0)
}

/**
 * Signed ledger totals per product and adjustment type for the rows after
 * ledger mark `afterId` and up to `upToId` (see lastLedgerId) — one grouped
 * query, e.g. the bottles received, sold and wasted between two counts.
 * Ids, not timestamps: MySQL keeps whole seconds, ids keep the order.
 */
export async function ledgerTotalsByType(
  range: { afterId: number; upToId: number },
  types: readonly string[]
): Promise<Array<{ productId: number; type: string; change: number }>> {
  if (types.length === 0) return []
  const rows = await db
    .from(ADJUSTMENTS_TABLE)
    .where('id', '>', range.afterId)
    .where('id', '<=', range.upToId)
    .whereIn('adjustment_type', [...types])
    .select('product_id', 'adjustment_type')
    .sum('quantity_change as change')
    .groupBy('product_id', 'adjustment_type')
  return rows.map((row) => ({
    productId: Number(row.product_id),
    type: row.adjustment_type as string,
    change: toQuantity(row.change),
  }))
}
