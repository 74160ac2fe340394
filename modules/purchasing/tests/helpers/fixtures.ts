import db from '@adonisjs/lucid/services/db'
import { PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'

/* Vendors, products and orders come from their modules' tests/factories.ts. */

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
