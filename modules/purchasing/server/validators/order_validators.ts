import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { id, text } from '#app/validation/rules'
import type { Infer } from '@vinejs/vine/types'
import { ORDER_LIMITS, ORDER_MESSAGES } from '#modules/purchasing/shared/order_rules'
import { ORDER_NUMBER_MAX_LENGTH } from '#modules/purchasing/shared/order_number'

/* 'YYYY-MM-DD' or an ISO timestamp (the date part is kept): a delivery day, not an instant. */
const dateOnly = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || value === '') return
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d\d:?\d\d)?)?$/.exec(value)
  const day = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null
  if (
    !match ||
    !day ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== value.slice(0, 10)
  ) {
    field.report('The {{ field }} field must be a date (YYYY-MM-DD)', 'date', field)
    return
  }
  field.mutate(value.slice(0, 10), field)
})

const blankToNull = (value: string | null | undefined) => (value ? value : null)

const money = () => vine.number().min(0).max(ORDER_LIMITS.maxMoney).decimal([0, 2])

const item = vine.object({
  productId: id(),
  /* Loose bottles; fractional to the 3 decimals stock is kept in. */
  quantity: vine.number().min(0).max(ORDER_LIMITS.maxBottles).decimal([0, 3]).nullable().optional(),
  cases: vine.number().withoutDecimals().min(0).max(ORDER_LIMITS.maxCases).nullable().optional(),
  unitCost: money().nullable().optional(),
  caseCost: money().nullable().optional(),
})

const messages = new SimpleMessagesProvider({
  'items.required': ORDER_MESSAGES.noItems,
  'items.array': ORDER_MESSAGES.noItems,
  'items.array.minLength': ORDER_MESSAGES.noItems,
  'items.array.maxLength': `An order can have at most ${ORDER_LIMITS.maxItems} items`,
  'vendorId.required': ORDER_MESSAGES.vendorRequired,
  'items.*.productId.required': ORDER_MESSAGES.productRequired,
  'items.*.quantity.min': ORDER_MESSAGES.notNegative,
  'items.*.cases.min': ORDER_MESSAGES.notNegative,
  'items.*.unitCost.min': ORDER_MESSAGES.notNegative,
  'items.*.caseCost.min': ORDER_MESSAGES.notNegative,
})

/**
 * POST and the full-edit PUT. `totalAmount`, `totalCost` and
 * `purchaseOrderId` of the spec's payload are accepted and ignored: the
 * server computes totals itself. An empty order number means "generate one".
 */
export const orderValidator = vine.create({
  orderNumber: text()
    .maxLength(ORDER_NUMBER_MAX_LENGTH)
    .nullable()
    .optional()
    .transform(blankToNull),
  vendorId: id(),
  /* A new or edited order is always 'created'; sending is its own step. */
  status: vine.enum(['created'] as const).optional(),
  expectedDate: vine.string().trim().use(dateOnly()).nullable().optional().transform(blankToNull),
  notes: text({ multiline: true })
    .maxLength(ORDER_LIMITS.notes)
    .nullable()
    .optional()
    .transform(blankToNull),
  items: vine.array(item).minLength(1).maxLength(ORDER_LIMITS.maxItems),
})
orderValidator.messagesProvider = messages

export type OrderPayload = Infer<typeof orderValidator>
export type OrderItemPayload = OrderPayload['items'][number]

/** PUT with only a status: send, cancel, or (from the receiving flow) received. */
export const statusChangeValidator = vine.create({
  status: vine.enum(['sent', 'cancelled', 'received'] as const),
})

const listFilters = {
  vendorId: id().optional(),
  status: vine.enum(['created', 'sent', 'received', 'cancelled'] as const).optional(),
}

export const listFiltersValidator = vine.create(listFilters)

/* GET /api/purchase-orders with page or pageSize: one page of the same list. */
export const orderPageValidator = vine.create({
  ...listFilters,
  page: vine.number().withoutDecimals().range([1, 1_000_000]).optional(),
  pageSize: vine.number().withoutDecimals().range([1, ORDER_LIMITS.maxPageSize]).optional(),
})

const suggestionLine = vine.object({
  productId: id(),
  vendorId: id(),
  cases: vine.number().withoutDecimals().min(0).max(ORDER_LIMITS.maxCases).nullable().optional(),
  quantity: vine.number().min(0).max(ORDER_LIMITS.maxBottles).decimal([0, 3]).nullable().optional(),
})

export const suggestionOrdersValidator = vine.create({
  lines: vine.array(suggestionLine).minLength(1).maxLength(2000),
})
suggestionOrdersValidator.messagesProvider = new SimpleMessagesProvider({
  'lines.required': ORDER_MESSAGES.noItems,
  'lines.array.minLength': ORDER_MESSAGES.noItems,
  'lines.*.quantity.min': ORDER_MESSAGES.notNegative,
  'lines.*.cases.min': ORDER_MESSAGES.notNegative,
})

export type SuggestionLinePayload = Infer<typeof suggestionOrdersValidator>['lines'][number]
