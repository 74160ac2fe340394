/*
 * What a short or faulty shipment leads to: a back-order for the missing
 * bottles and a credit request to the vendor (manager only, routes say so).
 */
import db from '@adonisjs/lucid/services/db'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import {
  createBackOrder,
  emailVendorDocument,
  getOrderForReceiving,
  mailConfigured,
  vendorContact,
  type EmailOutcome,
} from '#modules/purchasing/server/index'
import { RECEIPTS_TABLE } from '#modules/receiving/server/tables'
import { findReceipt, receiptIdOfOrder } from '#modules/receiving/server/queries/receipt_queries'
import { renderCreditRequest } from '#modules/receiving/server/services/credit_request_document'
import { creditLines, shortQuantity, sumMoney } from '#modules/receiving/shared/receiving_rules'
import type { CreditRequestJson } from '#modules/receiving/shared/receipt_json'

async function receivedOrderWithReceipt(orderId: number) {
  const order = await getOrderForReceiving(orderId)
  if (!order) throw new NotFoundException('Purchase order not found')
  const receiptId = await receiptIdOfOrder(orderId)
  if (order.status !== 'received' || receiptId === null) {
    throw new ConflictException(`Order ${order.orderNumber} has not been received yet`)
  }
  return { order, receipt: (await findReceipt(receiptId))! }
}

/**
 * One new 'created' order to the same vendor for every line received
 * short, at the ordered unit cost; the receipt remembers it, so asking
 * twice is a 409 rather than a second order.
 */
export async function backOrderShortLines(orderId: number, userId: string) {
  const { order, receipt } = await receivedOrderWithReceipt(orderId)
  if (receipt.backOrder) {
    throw new ConflictException(
      `Order ${order.orderNumber} is already back-ordered as ${receipt.backOrder.orderNumber}`
    )
  }
  const costOf = new Map(order.items.map((item) => [item.id, item.unitCost]))
  const lines = receipt.items
    .map((item) => ({
      productId: item.productId,
      quantity: shortQuantity(item.expectedQuantity, item.receivedQuantity),
      unitCost:
        (item.purchaseOrderItemId !== null ? costOf.get(item.purchaseOrderItemId) : undefined) ??
        order.items.find((line) => line.productId === item.productId)?.unitCost ??
        '0.00',
    }))
    .filter((line) => line.quantity > 0)
  if (lines.length === 0) {
    throw new ConflictException(`Nothing on order ${order.orderNumber} was received short`)
  }
  return db.transaction(async (trx) => {
    const claimed = await trx
      .from(RECEIPTS_TABLE)
      .where('id', receipt.id)
      .whereNull('back_order_id')
      .forUpdate()
      .select('id')
      .first()
    if (!claimed) throw new ConflictException(`Order ${order.orderNumber} is already back-ordered`)
    const created = await createBackOrder(
      trx,
      { id: order.id, orderNumber: order.orderNumber, vendorId: order.vendorId },
      lines,
      userId
    )
    await trx.from(RECEIPTS_TABLE).where('id', receipt.id).update({ back_order_id: created.id })
    return created
  })
}

/** The credit request read shape: lines short, noted (damaged) or invoiced above the order. */
export async function creditRequest(orderId: number): Promise<CreditRequestJson> {
  const { order, receipt } = await receivedOrderWithReceipt(orderId)
  const ordered = new Map(order.items.map((item) => [item.id, item]))
  const lines = creditLines(
    receipt.items.map((item) => {
      const line =
        (item.purchaseOrderItemId !== null ? ordered.get(item.purchaseOrderItemId) : undefined) ??
        order.items.find((candidate) => candidate.productId === item.productId)
      return {
        productId: item.productId,
        productName: item.product?.name ?? 'Unknown Product',
        expectedQuantity: item.expectedQuantity,
        receivedQuantity: item.receivedQuantity,
        orderedUnitCost: line?.unitCost ?? '0.00',
        unitCost: item.unitCost,
        discrepancyNote: item.discrepancyNote,
      }
    })
  )
  const contact = await vendorContact(order.vendorId)
  return {
    purchaseOrderId: order.id,
    orderNumber: order.orderNumber,
    receiptId: receipt.id,
    vendor: order.vendor ? { ...order.vendor, contactEmail: contact?.contactEmail ?? null } : null,
    receivedDate: receipt.receivedDate,
    lines,
    total: sumMoney(lines.map((line) => line.amount)),
    canEmail: mailConfigured(),
  }
}

/** E-mails the credit request to the vendor's contact (409 when nothing is to be claimed). */
export async function emailCreditRequest(orderId: number, userId: string): Promise<EmailOutcome> {
  const request = await creditRequest(orderId)
  if (request.lines.length === 0) {
    throw new ConflictException(`Order ${request.orderNumber} has nothing to claim`)
  }
  const vendor = {
    name: request.vendor?.name ?? 'Unknown Vendor',
    contactEmail: request.vendor?.contactEmail ?? null,
  }
  const outcome = await emailVendorDocument(renderCreditRequest(request), vendor)
  if (outcome.emailed) {
    await recordActivity({
      userId,
      action: 'email',
      entityType: 'purchase_order',
      entityId: orderId,
      summary: `Emailed a credit request for ${request.orderNumber} to ${outcome.to}`,
    })
  }
  return outcome
}
