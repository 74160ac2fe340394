import { createHmac, timingSafeEqual } from 'node:crypto'
import type { SaleLinePayload } from '#modules/integrations/server/validators/sales_validators'

/** Square's header: base64 HMAC-SHA256(signature key, notification URL + raw body). */
export const SQUARE_SIGNATURE_HEADER = 'x-square-hmacsha256-signature'
/** Our JSON format's header: base64 HMAC-SHA256(signing key, raw body). */
export const BARSTOCK_SIGNATURE_HEADER = 'x-barstock-signature'

export function sign(key: string, content: string) {
  return createHmac('sha256', key).update(content, 'utf8').digest('base64')
}

function sameSignature(expected: string, given: string) {
  const a = Buffer.from(expected)
  const b = Buffer.from(given.trim())
  return a.length === b.length && timingSafeEqual(a, b)
}

/** True when the request carries a valid signature of either kind. */
export function verifySignature(
  key: string,
  headers: { square?: string; barstock?: string },
  notificationUrl: string,
  rawBody: string
) {
  if (headers.square) return sameSignature(sign(key, notificationUrl + rawBody), headers.square)
  if (headers.barstock) return sameSignature(sign(key, rawBody), headers.barstock)
  return false
}

interface SquareMoney {
  amount?: number
}

interface SquareLineItem {
  uid?: string
  catalog_object_id?: string
  name?: string
  variation_name?: string
  quantity?: string
  total_money?: SquareMoney
}

interface SquareOrder {
  id?: string
  created_at?: string
  closed_at?: string
  line_items?: SquareLineItem[]
  returns?: Array<{ return_line_items?: SquareLineItem[] }>
}

export interface WebhookBatch {
  eventId: string | null
  /** Our JSON line shape, still to be validated. */
  lines: unknown[]
}

function squareOrderOf(body: Record<string, any>): SquareOrder | null {
  const order = body?.data?.object?.order ?? body?.order
  return order && typeof order === 'object' ? order : null
}

function squareLine(
  order: SquareOrder,
  item: SquareLineItem,
  index: number,
  refund: boolean
): Record<string, unknown> {
  const cents = Number(item.total_money?.amount ?? 0)
  return {
    transactionId: order.id,
    lineKey: `${refund ? 'return' : 'line'}:${item.uid ?? index}`,
    posItemId: item.catalog_object_id ?? null,
    posItemName: item.name ?? null,
    posVariation: item.variation_name ?? null,
    quantity: Number(item.quantity),
    amount: Number.isFinite(cents) ? cents / 100 : item.total_money?.amount,
    isRefund: refund,
    saleDate: order.closed_at ?? order.created_at,
  }
}

/** Lines of a webhook body: Square's order event, or our documented `{ eventId, lines }`. */
export function webhookBatch(body: unknown): WebhookBatch {
  if (Array.isArray(body)) return { eventId: null, lines: body }
  const object = (body ?? {}) as Record<string, any>
  const order = squareOrderOf(object)
  if (order) {
    const sold = (order.line_items ?? []).map((item, index) =>
      squareLine(order, item, index, false)
    )
    const returned = (order.returns ?? []).flatMap((entry) =>
      (entry.return_line_items ?? []).map((item, index) => squareLine(order, item, index, true))
    )
    return {
      eventId: typeof object.event_id === 'string' ? object.event_id : null,
      lines: [...sold, ...returned],
    }
  }
  return {
    eventId: typeof object.eventId === 'string' ? object.eventId : null,
    lines: Array.isArray(object.lines) ? object.lines : [object],
  }
}

export type { SaleLinePayload }
