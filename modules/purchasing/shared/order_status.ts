/**
 * The purchase order state machine (SPEC §4): created → sent → received,
 * with received → sent when a receipt is reopened, and created → cancelled.
 * Only a created order may be edited, sent, cancelled or deleted. Server
 * actions and screens both ask ORDER_ACTIONS below; nothing else names a
 * status to decide what is allowed.
 */
export const ORDER_STATUSES = ['created', 'sent', 'received', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Orders whose bottles are still to come: they count as "on order" for suggestions. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'sent']

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/**
 * THE rule: what may be done to an order in which status, and where a move
 * leaves it. The server's actions refuse anything else with a 409; screens
 * show a button or link only when `orderAllows` says so.
 */
export const ORDER_ACTIONS = {
  edit: { from: 'created', verb: 'edited' },
  delete: { from: 'created', verb: 'deleted' },
  send: { from: 'created', to: 'sent', verb: 'sent' },
  cancel: { from: 'created', to: 'cancelled', verb: 'cancelled' },
  /* Receiving takes a sent order in; the order is then 'waiting in Receiving'. */
  receive: { from: 'sent', to: 'received', verb: 'received' },
  reopen: { from: 'received', to: 'sent', verb: 'reopened' },
  /* Not a move: a sent order's email may be sent again. */
  email: { from: 'sent', verb: 'emailed' },
} as const satisfies Record<string, { from: OrderStatus; to?: OrderStatus; verb: string }>

export type OrderAction = keyof typeof ORDER_ACTIONS

/** The actions that change the status. */
export type OrderTransition = {
  [A in OrderAction]: (typeof ORDER_ACTIONS)[A] extends { to: OrderStatus } ? A : never
}[OrderAction]

export function orderAllows(status: OrderStatus, action: OrderAction): boolean {
  return ORDER_ACTIONS[action].from === status
}

/** The move a `PUT { status }` asks for ('sent' → send, …). */
export function transitionTo(status: 'sent' | 'cancelled' | 'received'): OrderTransition {
  return status === 'sent' ? 'send' : status === 'cancelled' ? 'cancel' : 'receive'
}

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
