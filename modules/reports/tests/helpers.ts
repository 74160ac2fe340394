import db from '@adonisjs/lucid/services/db'
import { StockLedger } from '#modules/inventory/server/index'

/*
 * Reports read other modules' rows; tests write them through those
 * modules' own paths (StockLedger) and move a row's date where a test is
 * about month or range boundaries.
 */

/** A ledger row (a sale depletes with a negative change), dated `at`. */
export async function ledgerRow(
  productId: number,
  change: number,
  type: string,
  at: Date = new Date()
) {
  await StockLedger.transaction(async (trx) => {
    await StockLedger.apply(trx, [{ productId, change, type }])
  })
  const row = await db
    .from('inventory_adjustments')
    .where('product_id', productId)
    .orderBy('id', 'desc')
    .first()
  await db.from('inventory_adjustments').where('id', row.id).update({ adjustment_date: at })
  return Number(row.id)
}

/** Moves a product's creation and ledger rows back in time, as if it had been made at `at`. */
export async function backdateProduct(productId: number, at: Date) {
  await db.from('products').where('id', productId).update({ created_at: at })
  await db
    .from('inventory_adjustments')
    .where('product_id', productId)
    .update({ adjustment_date: at })
}

export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
