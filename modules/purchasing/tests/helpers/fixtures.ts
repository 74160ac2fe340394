import db from '@adonisjs/lucid/services/db'
import { PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import { createProduct, type ProductSeed } from '#modules/inventory/tests/factories'

/*
 * Vendors, products and orders come from their modules' factories; these are
 * the names and defaults purchasing's specs were written with (products at
 * cost 0, stock through the ledger).
 */
export { createVendor as insertVendor } from '#modules/vendors/tests/factories'
export { createOrder as insertOrder } from '#modules/purchasing/tests/factories'

export interface ProductFixture extends Omit<ProductSeed, 'stock'> {
  currentStock?: number
}

export function insertProduct({ currentStock, ...fixture }: ProductFixture = {}) {
  return createProduct({ unitCost: 0, stock: currentStock, ...fixture })
}

export async function orderRow(id: number) {
  return db.from(PURCHASE_ORDERS_TABLE).where('id', id).first()
}

export async function orderStatus(id: number): Promise<string | undefined> {
  const row = await orderRow(id)
  return row?.status
}

export async function orderCount(): Promise<number> {
  const row = await db.from(PURCHASE_ORDERS_TABLE).count('* as n').first()
  return Number(row.n)
}

export async function activitySummaries() {
  const rows = await db.from('activity_log').orderBy('id', 'asc').select('action', 'summary')
  return rows.map((row) => `${row.action}: ${row.summary}`)
}
