/**
 * The purchasing module's public API for other modules. Receiving reads a
 * sent order with its bottle counts and moves it to 'received' (and back to
 * 'sent' when a receipt is reopened) inside its own transaction, so the
 * status change commits or rolls back with the receipt and the stock.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { PURCHASE_ORDERS_TABLE } from './tables.js'
import { findOrderDetail } from './queries/order_queries.js'
import { transitionOrder } from './actions/order_actions.js'

export { PURCHASE_ORDERS_TABLE, PURCHASE_ORDER_ITEMS_TABLE } from './tables.js'
export type { OrderStatus } from '../shared/order_status.js'
export type { OrderDetailJson, OrderItemJson } from '../shared/order_json.js'

/**
 * The order in the GET /api/purchase-orders/:id shape; each item carries
 * `bottleCount` = cases × case size (12 if unknown) + loose bottles, the
 * bottles expected into stock. Null when there is no such order. Pass the
 * transaction to read inside it.
 */
export function getOrderForReceiving(id: number, trx?: TransactionClientContract) {
  return findOrderDetail(id, trx)
}

/**
 * 'sent' → 'received', with a Recent Activity entry. Locks the order row
 * first; throws the 404/409 exceptions (NotFound, Conflict) otherwise.
 */
export async function markOrderReceived(
  id: number,
  trx: TransactionClientContract,
  userId: string | null = null
) {
  await transitionOrder(trx, id, 'received', userId)
}

/** 'received' → 'sent' when a receipt is reopened for adjustment; 409 from any other status. */
export async function markOrderReopened(
  id: number,
  trx: TransactionClientContract,
  userId: string | null = null
) {
  await transitionOrder(trx, id, 'reopened', userId)
}

/** Statuses of orders still waiting on the vendor; 'pending' is SPEC §4's reports-only name. */
export const PENDING_ORDER_STATUSES = ['created', 'sent', 'pending'] as const

/** How many purchase orders are still waiting on the vendor (one COUNT on the status index). */
export async function pendingOrderCount(): Promise<number> {
  const row = await db
    .from(PURCHASE_ORDERS_TABLE)
    .whereIn('status', [...PENDING_ORDER_STATUSES])
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
