import db from '@adonisjs/lucid/services/db'
import { insertReturningId } from '#app/database/insert_returning_id'
import {
  PURCHASE_ORDER_ITEMS_TABLE,
  PURCHASE_ORDERS_TABLE,
  type OrderStatus,
} from '#modules/purchasing/server/index'

/*
 * Purchase orders for any module's tests (receiving, reports …), written
 * straight to the table: for states the API reaches only step by step.
 * Vendors and products come from their own modules' factories.
 */

export interface OrderSeed {
  vendorId: number
  orderNumber: string
  status?: OrderStatus
  items?: Array<{ productId: number; cases?: number; quantity?: number }>
}

/** An order (default 'created', total 0) with its items at cost 0. Answers its id. */
export async function createOrder(seed: OrderSeed): Promise<number> {
  const now = new Date()
  const id = await insertReturningId(db.connection(), PURCHASE_ORDERS_TABLE, {
    order_number: seed.orderNumber,
    vendor_id: seed.vendorId,
    status: seed.status ?? 'created',
    total_amount: 0,
    order_date: now,
    created_at: now,
    updated_at: now,
  })
  if (seed.items?.length) {
    await db
      .insertQuery()
      .table(PURCHASE_ORDER_ITEMS_TABLE)
      .multiInsert(
        seed.items.map((item) => ({
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
