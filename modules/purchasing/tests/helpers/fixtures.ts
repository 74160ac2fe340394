import db from '@adonisjs/lucid/services/db'
import { PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { VENDORS_TABLE } from '#modules/vendors/server/index'
import { PURCHASE_ORDER_ITEMS_TABLE, PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'

/*
 * Rows of other modules' tables that purchasing tests stand on, written
 * straight to the database: these tests are about orders, not about how
 * vendors and products are created.
 */

const insertedId = (inserted: unknown) =>
  Number(
    typeof inserted === 'object' && inserted !== null ? (inserted as { id: number }).id : inserted
  )

export async function insertVendor(
  name = 'Copper Still Beverage Co.',
  extra: { contact_email?: string | null; archived_at?: Date | null } = {}
) {
  const now = new Date()
  const [inserted] = await db
    .insertQuery()
    .table(VENDORS_TABLE)
    .insert({ name, created_at: now, updated_at: now, ...extra })
    .returning('id')
  return insertedId(inserted)
}

export interface ProductFixture {
  name?: string
  category?: string
  size?: string | null
  caseSize?: number
  currentStock?: number
  reorderLevel?: number
  parLevel?: number | null
  unitCost?: number
  caseCost?: number | null
  vendorId?: number | null
  archived?: boolean
}

let products = 0

export async function insertProduct(fixture: ProductFixture = {}) {
  products += 1
  const now = new Date()
  const [inserted] = await db
    .insertQuery()
    .table(PRODUCTS_TABLE)
    .insert({
      name: fixture.name ?? `Product ${products}`,
      category: fixture.category ?? 'Vodka',
      size: fixture.size === undefined ? '750ml' : fixture.size,
      size_in_oz: 25.36,
      case_size: fixture.caseSize ?? 12,
      current_stock: fixture.currentStock ?? 0,
      reorder_level: fixture.reorderLevel ?? 10,
      par_level: fixture.parLevel ?? null,
      unit_cost: fixture.unitCost ?? 0,
      case_cost: fixture.caseCost ?? null,
      vendor_id: fixture.vendorId ?? null,
      archived_at: fixture.archived ? now : null,
      last_updated: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  return insertedId(inserted)
}

/** An order row written directly, for states the API reaches only step by step. */
export async function insertOrder(options: {
  vendorId: number
  orderNumber: string
  status?: string
  items?: Array<{ productId: number; cases?: number; quantity?: number }>
}) {
  const now = new Date()
  const [inserted] = await db
    .insertQuery()
    .table(PURCHASE_ORDERS_TABLE)
    .insert({
      order_number: options.orderNumber,
      vendor_id: options.vendorId,
      status: options.status ?? 'created',
      total_amount: 0,
      order_date: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  const id = insertedId(inserted)
  if (options.items?.length) {
    await db
      .insertQuery()
      .table(PURCHASE_ORDER_ITEMS_TABLE)
      .multiInsert(
        options.items.map((item) => ({
          purchase_order_id: id,
          product_id: item.productId,
          cases: item.cases ?? 0,
          quantity: item.quantity ?? 0,
          unit_cost: 0,
          total_cost: 0,
        }))
      )
  }
  return id
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
