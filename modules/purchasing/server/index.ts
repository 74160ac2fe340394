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
import { insertCreatedOrder, priceItems } from './actions/order_actions.js'
import { recordActivity } from '#app/activity/activity_log'
import { vendorContactOf } from './lib/catalog.js'
import {
  emailDocumentToVendor,
  mailConfigured,
  type VendorDocument,
} from './services/order_mailer.js'
import type { EmailOutcome } from '../shared/order_json.js'
import type { OrderStatus } from '../shared/order_status.js'

export { PURCHASE_ORDERS_TABLE, PURCHASE_ORDER_ITEMS_TABLE } from './tables.js'
export type { OrderStatus } from '../shared/order_status.js'
export type { OrderDetailJson, OrderItemJson, EmailOutcome } from '../shared/order_json.js'
export type { VendorDocument }
export { mailConfigured }

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
 * 'sent' → 'received', with a Recent Activity entry; throws the 404/409
 * exceptions (NotFound, Conflict) otherwise. `known`: the order as
 * getOrderForReceiving gave it in the same transaction, which spares reading
 * and locking it first (the status change checks the status and locks the
 * row itself); without it the row is locked by a read first.
 */
export async function markOrderReceived(
  id: number,
  trx: TransactionClientContract,
  userId: string | null = null,
  known?: { orderNumber: string; vendorId: number; status: OrderStatus }
) {
  await transitionOrder(trx, id, 'receive', userId, known && { id, ...known })
}

/** 'received' → 'sent' when a receipt is reopened for adjustment; 409 from any other status. */
export async function markOrderReopened(
  id: number,
  trx: TransactionClientContract,
  userId: string | null = null
) {
  await transitionOrder(trx, id, 'reopen', userId)
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

export interface BackOrderLine {
  productId: number
  /** Loose bottles still owed. */
  quantity: number
  unitCost: number | string
}

/**
 * A new 'created' order to the original order's vendor for what it still
 * owes (receiving's back-order), priced by purchasing's own rule, with a
 * Recent Activity entry. The note names the original order. Returns its id
 * and number.
 */
export async function createBackOrder(
  trx: TransactionClientContract,
  original: { id: number; orderNumber: string; vendorId: number },
  lines: BackOrderLine[],
  userId: string
) {
  const priced = await priceItems(
    trx,
    lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      cases: 0,
      unitCost: Number(line.unitCost),
      caseCost: null,
    })),
    new Set(lines.map((line) => line.productId))
  )
  const created = await insertCreatedOrder(
    trx,
    {
      vendorId: original.vendorId,
      orderNumber: null,
      expectedDate: null,
      notes: `Back-order of ${original.orderNumber}`,
    },
    priced,
    userId,
    new Date()
  )
  await recordActivity(
    {
      userId,
      action: 'create',
      entityType: 'purchase_order',
      entityId: created.id,
      summary: `Created back-order ${created.orderNumber} for ${original.orderNumber}`,
    },
    trx
  )
  return created
}

/** The vendor's name and contact email (archived vendors too); null when unknown. */
export function vendorContact(vendorId: number) {
  return vendorContactOf(vendorId)
}

/**
 * Emails a document (receiving's credit request) to a vendor with
 * purchasing's mail settings; never throws, the outcome says what happened.
 */
export function emailVendorDocument(
  document: VendorDocument,
  vendor: { name: string; contactEmail: string | null }
): Promise<EmailOutcome> {
  return emailDocumentToVendor(document, vendor)
}
