import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { arrivalOf } from '#app/http/request_arrival'
import {
  invoicePhotoValidator,
  receiptItemValidator,
  receiptValidator,
  receiveValidator,
} from '#modules/receiving/server/validators/receiving_validators'
import {
  createInvoicePhoto,
  createReceipt,
  createReceiptItem,
} from '#modules/receiving/server/actions/record_receipt_steps'
import { receiveOrder } from '#modules/receiving/server/actions/receive_order'
import { findReceipt, receiptIdOfOrder } from '#modules/receiving/server/queries/receipt_queries'
import db from '@adonisjs/lucid/services/db'
import { INVOICE_PHOTOS_TABLE, RECEIPT_ITEMS_TABLE } from '#modules/receiving/server/tables'
import {
  ITEM_COLUMNS,
  PHOTO_COLUMNS,
  toItemJson,
  toPhotoJson,
} from '#modules/receiving/server/transformers/receipt_transformer'

async function receiptOrFail(id: number) {
  const receipt = await findReceipt(id)
  if (!receipt) throw new NotFoundException('Receipt not found')
  return receipt
}

export default class ReceiptsController {
  /** POST /api/receipts (SPEC §7): the receipt header for a sent order. */
  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(receiptValidator)
    const id = await createReceipt(payload, auth.getUserOrFail().id)
    return response.created(await receiptOrFail(id))
  }

  /** POST /api/receipt-items (SPEC §7), once per item. */
  async storeItem({ request, response }: HttpContext) {
    const payload = await request.validateUsing(receiptItemValidator)
    const id = await createReceiptItem(payload)
    const row = await db
      .from(RECEIPT_ITEMS_TABLE)
      .where('id', id)
      .select(...ITEM_COLUMNS)
      .first()
    return response.created(toItemJson(row, null))
  }

  /** POST /api/invoice-photos (SPEC §7), once per photo. */
  async storePhoto({ request, response }: HttpContext) {
    const payload = await request.validateUsing(invoicePhotoValidator)
    const id = await createInvoicePhoto(payload)
    const row = await db
      .from(INVOICE_PHOTOS_TABLE)
      .where('id', id)
      .select(...PHOTO_COLUMNS)
      .first()
    return response.created(toPhotoJson(row))
  }

  async show({ params }: HttpContext) {
    return receiptOrFail(params.id)
  }

  /** GET /api/purchase-orders/:id/receipt: the order's receipt, 404 when it has none. */
  async ofOrder({ params }: HttpContext) {
    const id = await receiptIdOfOrder(params.id)
    if (id === null) throw new NotFoundException('This order has no receipt')
    return receiptOrFail(id)
  }

  /** POST /api/purchase-orders/:id/receive (DESIGN §4): receive, or adjust the receipt. */
  async receive(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(receiveValidator)
    const user = ctx.auth.getUserOrFail()
    return receiveOrder(ctx.params.id, payload, {
      id: user.id,
      username: user.username,
      role: user.role,
      arrivedAt: arrivalOf(ctx),
    })
  }
}
