/**
 * The purchase order state machine (SPEC §4): created → sent → received,
 * with received → sent when a receipt is reopened, and created → cancelled.
 * Only a created order may be edited, sent, cancelled or deleted.
 */
export const ORDER_STATUSES = ['created', 'sent', 'received', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Orders whose bottles are still to come: they count as "on order" for suggestions. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'sent']

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

export const canEditOrder = (status: OrderStatus) => status === 'created'
export const canSendOrder = (status: OrderStatus) => status === 'created'
export const canCancelOrder = (status: OrderStatus) => status === 'created'
export const canDeleteOrder = (status: OrderStatus) => status === 'created'
export const canReceiveOrder = (status: OrderStatus) => status === 'sent'

/** What the screens call each status; a sent order is waiting in Receiving. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Created',
  sent: 'Sent (In Receiving)',
  received: 'Received',
  cancelled: 'Cancelled',
}

export function statusLabel(status: string): string {
  return isOrderStatus(status)
    ? STATUS_LABELS[status]
    : status.charAt(0).toUpperCase() + status.slice(1)
}
