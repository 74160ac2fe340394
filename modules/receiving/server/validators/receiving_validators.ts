import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { MAX_PHOTOS } from '#modules/receiving/shared/receiving_rules'

const MAX_BOTTLES = 999_999_999
const MAX_MONEY = 99_999_999.99

const id = () => vine.number().withoutDecimals().min(1)
const quantity = () => vine.number().min(0).max(MAX_BOTTLES).decimal([0, 3])
const money = () => vine.number().min(0).max(MAX_MONEY).decimal([0, 2])
const note = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

const messages = new SimpleMessagesProvider({
  'min': 'The {{ field }} field must not be negative',
  'number': 'The {{ field }} field must be a number',
  'items.required': 'At least one item is required',
  'items.array.minLength': 'At least one item is required',
  'photoIds.array.maxLength': `A receipt holds at most ${MAX_PHOTOS} photos`,
})

/** POST /api/receipts (SPEC §7). */
export const receiptValidator = vine.create({
  purchaseOrderId: id(),
  notes: note(2000),
  isComplete: vine.boolean().optional(),
  invoicePhotoUrl: vine.string().trim().maxLength(500).nullable().optional(),
})
receiptValidator.messagesProvider = messages

/** POST /api/receipt-items (SPEC §7), once per item. */
export const receiptItemValidator = vine.create({
  receiptId: id(),
  productId: id(),
  expectedQuantity: quantity(),
  receivedQuantity: quantity(),
  discrepancyNote: note(1000),
})
receiptItemValidator.messagesProvider = messages

/** POST /api/invoice-photos (SPEC §7), once per photo. */
export const invoicePhotoValidator = vine.create({
  receiptId: id(),
  photoUrl: vine.string().trim().minLength(1).maxLength(500),
  fileName: vine.string().trim().maxLength(255).nullable().optional(),
})
invoicePhotoValidator.messagesProvider = messages

/** POST /api/purchase-orders/:id/receive (DESIGN §4). */
export const receiveValidator = vine.create({
  notes: note(2000),
  photoIds: vine.array(id()).maxLength(MAX_PHOTOS).distinct().optional(),
  items: vine
    .array(
      vine.object({
        purchaseOrderItemId: id(),
        productId: id(),
        receivedQuantity: quantity().optional(),
        receivedCases: vine.number().withoutDecimals().min(0).max(MAX_BOTTLES).optional(),
        receivedBottles: quantity().optional(),
        unitCost: money(),
        caseCost: money().nullable().optional(),
        discrepancyNote: note(1000),
      })
    )
    .minLength(1)
    .maxLength(500),
})
receiveValidator.messagesProvider = messages

export type ReceivePayload = Infer<typeof receiveValidator>
export type ReceiveLinePayload = ReceivePayload['items'][number]
