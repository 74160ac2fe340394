import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { formatCents, MAX_MONEY_CENTS } from '#shared/money'
import { itemTotalCents } from '#modules/purchasing/shared/order_totals'
import { ORDER_MESSAGES } from '#modules/purchasing/shared/order_rules'
import {
  ORDER_ACTIONS,
  orderAllows,
  STATUS_LABELS,
  type OrderAction,
  type OrderStatus,
  type OrderTransition,
} from '#modules/purchasing/shared/order_status'
import { fieldError } from '#app/exceptions/field_error'
import { isUniqueViolation, retryOnLockConflict } from '#app/database/database_errors'
import { activeVendor, loadProducts } from '#modules/purchasing/server/lib/catalog'
import {
  duplicateNumber,
  insertOrderHeader,
} from '#modules/purchasing/server/actions/order_numbers'
import {
  PURCHASE_ORDER_ITEMS_TABLE,
  PURCHASE_ORDERS_TABLE,
} from '#modules/purchasing/server/tables'
import type {
  OrderItemPayload,
  OrderPayload,
} from '#modules/purchasing/server/validators/order_validators'

export interface PricedItem {
  productId: number
  quantity: number
  cases: number
  /** Money as a number or a 2-decimal string. */
  unitCost: number | string
  caseCost: number | string | null
  totalCents: number
}

/**
 * Checks the items against the catalogue and prices them with the shared
 * rule. Products must exist; a product archived since the order was made
 * may stay on it (`keptProductIds`) but cannot be added anew.
 */
export async function priceItems(
  trx: TransactionClientContract,
  items: OrderItemPayload[],
  keptProductIds: ReadonlySet<number> = new Set()
): Promise<{ items: PricedItem[]; totalCents: number }> {
  const products = await loadProducts(
    items.map((item) => item.productId),
    trx
  )
  const priced = items.map((item, index) => {
    const product = products.get(item.productId)
    if (!product || (product.archived && !keptProductIds.has(item.productId))) {
      throw fieldError(`items.${index}.productId`, ORDER_MESSAGES.productMissing, 'exists')
    }
    const quantity = item.quantity ?? 0
    const cases = item.cases ?? 0
    if (quantity <= 0 && cases <= 0) {
      throw fieldError(`items.${index}.quantity`, ORDER_MESSAGES.nothingToOrder, 'required')
    }
    const line = {
      productId: item.productId,
      quantity,
      cases,
      unitCost: item.unitCost ?? 0,
      caseCost: item.caseCost ?? null,
    }
    return { ...line, totalCents: itemTotalCents(line) }
  })
  const totalCents = priced.reduce((sum, item) => sum + item.totalCents, 0)
  const tooLarge = priced.findIndex((item) => item.totalCents > MAX_MONEY_CENTS)
  if (tooLarge >= 0) {
    throw fieldError(`items.${tooLarge}.quantity`, ORDER_MESSAGES.totalTooLarge, 'max')
  }
  if (totalCents > MAX_MONEY_CENTS) {
    throw fieldError('items', ORDER_MESSAGES.totalTooLarge, 'max')
  }
  return { items: priced, totalCents }
}

export async function insertItems(
  trx: TransactionClientContract,
  orderId: number,
  items: PricedItem[]
) {
  await trx
    .insertQuery()
    .table(PURCHASE_ORDER_ITEMS_TABLE)
    .multiInsert(
      items.map((item) => ({
        purchase_order_id: orderId,
        product_id: item.productId,
        quantity: item.quantity,
        cases: item.cases,
        unit_cost: item.unitCost,
        case_cost: item.caseCost,
        total_cost: formatCents(item.totalCents),
      }))
    )
}

/**
 * A new 'created' order with its priced items, ordered `now`. Returns its
 * id and number (the requested one, or a generated PO-{year}-{4 digits}).
 */
export async function insertCreatedOrder(
  trx: TransactionClientContract,
  order: {
    vendorId: number
    orderNumber: string | null
    expectedDate: string | null
    notes: string | null
  },
  priced: { items: PricedItem[]; totalCents: number },
  userId: string,
  now: Date
) {
  const created = await insertOrderHeader(
    trx,
    {
      vendor_id: order.vendorId,
      status: 'created',
      total_amount: formatCents(priced.totalCents),
      order_date: now,
      expected_date: order.expectedDate,
      notes: order.notes,
      created_by: userId,
      created_at: now,
      updated_at: now,
    },
    order.orderNumber,
    now
  )
  await insertItems(trx, created.id, priced.items)
  return created
}

async function requireVendor(trx: TransactionClientContract, vendorId: number, allowed?: number) {
  if (vendorId === allowed) return
  if (!(await activeVendor(vendorId, trx))) {
    throw fieldError('vendorId', ORDER_MESSAGES.vendorMissing, 'exists')
  }
}

/**
 * Creates a 'created' order with server-computed totals. Returns its id and
 * number; the caller reads the order back for the answer.
 */
export async function createOrder(payload: OrderPayload, userId: string) {
  return retryOnLockConflict(() =>
    db.transaction(async (trx) => {
      await requireVendor(trx, payload.vendorId)
      const priced = await priceItems(trx, payload.items)
      const { id, orderNumber } = await insertCreatedOrder(
        trx,
        {
          vendorId: payload.vendorId,
          orderNumber: payload.orderNumber ?? null,
          expectedDate: payload.expectedDate ?? null,
          notes: payload.notes ?? null,
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
          entityId: id,
          summary: `Created purchase order ${orderNumber} (${priced.items.length} item${priced.items.length === 1 ? '' : 's'})`,
        },
        trx
      )
      return id
    })
  )
}

interface LockedOrder {
  id: number
  orderNumber: string
  vendorId: number
  status: OrderStatus
}

async function lockOrder(trx: TransactionClientContract, id: number): Promise<LockedOrder> {
  const row = await trx
    .from(PURCHASE_ORDERS_TABLE)
    .where('id', id)
    .forUpdate()
    .select('id', 'order_number', 'vendor_id', 'status')
    .first()
  if (!row) throw new NotFoundException('Purchase order not found')
  return {
    id: Number(row.id),
    orderNumber: row.order_number,
    vendorId: Number(row.vendor_id),
    status: row.status as OrderStatus,
  }
}

/** The 409 for an action the order's status does not allow (shared/order_status.ts). */
function wrongState(order: LockedOrder, action: OrderAction) {
  const rule = ORDER_ACTIONS[action]
  const label = STATUS_LABELS[order.status] ?? order.status
  return new ConflictException(
    `Only a ${rule.from} order can be ${rule.verb}; order ${order.orderNumber} is ${label.toLowerCase()}`
  )
}

/**
 * Replaces a created order's header and items. An empty order number keeps
 * the current one; a changed number must be free.
 */
export async function updateOrder(id: number, payload: OrderPayload, userId: string) {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, id)
    if (!orderAllows(order.status, 'edit')) throw wrongState(order, 'edit')
    await requireVendor(trx, payload.vendorId, order.vendorId)
    const current = await trx
      .from(PURCHASE_ORDER_ITEMS_TABLE)
      .where('purchase_order_id', id)
      .select('product_id')
    const { items, totalCents } = await priceItems(
      trx,
      payload.items,
      new Set(current.map((row) => Number(row.product_id)))
    )
    const orderNumber = payload.orderNumber ?? order.orderNumber
    try {
      await trx.transaction(async (savepoint) => {
        await savepoint
          .from(PURCHASE_ORDERS_TABLE)
          .where('id', id)
          .update({
            order_number: orderNumber,
            vendor_id: payload.vendorId,
            total_amount: formatCents(totalCents),
            expected_date: payload.expectedDate ?? null,
            notes: payload.notes ?? null,
            updated_at: new Date(),
          })
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateNumber(orderNumber)
      throw error
    }
    await trx.from(PURCHASE_ORDER_ITEMS_TABLE).where('purchase_order_id', id).delete()
    await insertItems(trx, id, items)
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'purchase_order',
        entityId: id,
        summary: `Updated purchase order ${orderNumber}`,
      },
      trx
    )
  })
}

/* What each move writes to Recent Activity. */
const ACTIVITY: Record<OrderTransition, { action: string; summary: string }> = {
  send: { action: 'send', summary: 'Sent purchase order' },
  cancel: { action: 'cancel', summary: 'Cancelled purchase order' },
  receive: { action: 'received', summary: 'Received purchase order' },
  reopen: { action: 'reopened', summary: 'Reopened purchase order' },
}

/**
 * Moves an order along the state machine inside the caller's transaction.
 * The row is locked first, so concurrent requests see each other's change
 * and the loser gets the 409.
 */
export async function transitionOrder(
  trx: TransactionClientContract,
  id: number,
  transition: OrderTransition,
  userId: string | null,
  /*
   * The order as the caller's transaction read it: the UPDATE below checks
   * the status and takes the row lock itself, so reading it again first
   * only costs a statement.
   */
  known?: LockedOrder
) {
  const rule = ORDER_ACTIONS[transition]
  const order = known ?? (await lockOrder(trx, id))
  if (!orderAllows(order.status, transition)) throw wrongState(order, transition)
  const now = new Date()
  const changed = await trx
    .from(PURCHASE_ORDERS_TABLE)
    .where('id', id)
    .where('status', rule.from)
    .update({
      status: rule.to,
      updated_at: now,
      ...(transition === 'send' ? { sent_at: now } : {}),
    })
  /* SQLite ignores FOR UPDATE; the status condition still makes the change atomic. */
  if (Number(Array.isArray(changed) ? changed[0] : changed) !== 1) {
    throw wrongState(await lockOrder(trx, id), transition)
  }
  await recordActivity(
    {
      userId,
      action: ACTIVITY[transition].action,
      entityType: 'purchase_order',
      entityId: id,
      summary: `${ACTIVITY[transition].summary} ${order.orderNumber}`,
    },
    trx
  )
  return order
}

export async function changeStatus(id: number, transition: OrderTransition, userId: string) {
  return db.transaction((trx) => transitionOrder(trx, id, transition, userId))
}

/** Deletes a created order (its items go with it); anything further along is history. */
export async function deleteOrder(id: number, userId: string) {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, id)
    if (!orderAllows(order.status, 'delete')) throw wrongState(order, 'delete')
    await trx
      .from(PURCHASE_ORDERS_TABLE)
      .where('id', id)
      .where('status', ORDER_ACTIONS.delete.from)
      .delete()
    await recordActivity(
      {
        userId,
        action: 'delete',
        entityType: 'purchase_order',
        entityId: id,
        summary: `Deleted purchase order ${order.orderNumber}`,
      },
      trx
    )
  })
}

/** Records that the order was emailed to the vendor. */
export async function markEmailed(id: number, at: Date) {
  await db.from(PURCHASE_ORDERS_TABLE).where('id', id).update({ emailed_at: at })
}
