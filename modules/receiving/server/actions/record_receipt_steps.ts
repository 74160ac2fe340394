/*
 * The spec's step-by-step receiving calls (SPEC §7) for API clients. They
 * record the receipt and never move stock: that client raises stock itself
 * with PUT /api/products/:id { currentStock }, a ledger 'manual_edit'.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { getOrderForReceiving } from '#modules/purchasing/server/index'
import {
  INVOICE_PHOTOS_TABLE,
  RECEIPT_ITEMS_TABLE,
  RECEIPTS_TABLE,
} from '#modules/receiving/server/tables'
import { keyOfPhotoUrl } from '#modules/receiving/server/services/photo_storage'
import { MAX_PHOTOS, RECEIVING_TEXTS } from '#modules/receiving/shared/receiving_rules'
import { fieldError } from '#app/exceptions/field_error'
import { insertedId } from '#app/database/insert_returning_id'
import { toBoolean } from '#app/database/driver_values'

export async function createReceipt(
  payload: {
    purchaseOrderId: number
    notes?: string | null
    isComplete?: boolean
    invoicePhotoUrl?: string | null
  },
  userId: string
) {
  return db.transaction(async (trx) => {
    const order = await getOrderForReceiving(payload.purchaseOrderId, trx)
    if (!order) throw new NotFoundException('Purchase order not found')
    if (order.status !== 'sent') {
      throw new ConflictException(
        `Only a sent order can be received; order ${order.orderNumber} is ${order.status}`
      )
    }
    const now = new Date()
    const [inserted] = await trx
      .insertQuery()
      .table(RECEIPTS_TABLE)
      .insert({
        purchase_order_id: order.id,
        received_date: now,
        invoice_photo_url: payload.invoicePhotoUrl ?? null,
        notes: payload.notes ?? null,
        is_complete: payload.isComplete ?? false,
        stock_applied: false,
        revision: 1,
        version_ms: Date.now(),
        received_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    return insertedId(inserted)
  })
}

/** A receipt the step-by-step calls may still add to: its order is sent and it moved no stock. */
async function openReceipt(trx: TransactionClientContract, receiptId: number) {
  const receipt = await trx
    .from(RECEIPTS_TABLE)
    .where('id', receiptId)
    .select('id', 'purchase_order_id', 'stock_applied')
    .first()
  if (!receipt) throw new NotFoundException('Receipt not found')
  return receipt
}

export async function createReceiptItem(payload: {
  receiptId: number
  productId: number
  expectedQuantity: number
  receivedQuantity: number
  discrepancyNote?: string | null
}) {
  return db.transaction(async (trx) => {
    const receipt = await openReceipt(trx, payload.receiptId)
    const order = (await getOrderForReceiving(Number(receipt.purchase_order_id), trx))!
    if (toBoolean(receipt.stock_applied) || order.status !== 'sent') {
      throw new ConflictException(
        `The receipt of order ${order.orderNumber} is complete; use Adjust Receipt to change it`
      )
    }
    const line = order.items.find((item) => item.productId === payload.productId)
    if (!line) {
      throw fieldError(
        'productId',
        `Product ${payload.productId} is not on order ${order.orderNumber}`,
        'exists'
      )
    }
    const recorded = await trx
      .from(RECEIPT_ITEMS_TABLE)
      .where('receipt_id', payload.receiptId)
      .where('product_id', payload.productId)
      .select('id')
      .first()
    if (recorded) {
      throw new ConflictException('This product is already recorded on the receipt')
    }
    const [inserted] = await trx
      .insertQuery()
      .table(RECEIPT_ITEMS_TABLE)
      .insert({
        receipt_id: payload.receiptId,
        product_id: payload.productId,
        purchase_order_item_id: line.id,
        expected_quantity: payload.expectedQuantity,
        received_quantity: payload.receivedQuantity,
        discrepancy_note: payload.discrepancyNote ?? null,
      })
      .returning('id')
    return insertedId(inserted)
  })
}

/**
 * Links a photo stored through POST /api/objects/upload to a receipt. The
 * URL must be one of ours and not on another receipt; at most 5 a receipt.
 */
export async function createInvoicePhoto(payload: {
  receiptId: number
  photoUrl: string
  fileName?: string | null
}) {
  return db.transaction(async (trx) => {
    await openReceipt(trx, payload.receiptId)
    const key = keyOfPhotoUrl(payload.photoUrl)
    const photo = key
      ? await trx
          .from(INVOICE_PHOTOS_TABLE)
          .where('storage_key', key)
          .forUpdate()
          .select('id', 'receipt_id')
          .first()
      : null
    if (!photo) {
      throw fieldError('photoUrl', 'The photo URL must be a file uploaded to this server', 'exists')
    }
    if (photo.receipt_id !== null && Number(photo.receipt_id) !== payload.receiptId) {
      throw new ConflictException('This photo belongs to another receipt')
    }
    const linked = await trx
      .from(INVOICE_PHOTOS_TABLE)
      .where('receipt_id', payload.receiptId)
      .whereNot('id', photo.id)
      .count('* as n')
      .first()
    if (Number(linked.n) >= MAX_PHOTOS) {
      throw fieldError('receiptId', RECEIVING_TEXTS.tooManyPhotos, 'maxLength')
    }
    await trx
      .from(INVOICE_PHOTOS_TABLE)
      .where('id', photo.id)
      .update({
        receipt_id: payload.receiptId,
        ...(payload.fileName ? { file_name: payload.fileName } : {}),
      })
    return Number(photo.id)
  })
}
