/** The tables the purchasing module owns. */
export const PURCHASE_ORDERS_TABLE = 'purchase_orders'
export const PURCHASE_ORDER_ITEMS_TABLE = 'purchase_order_items'
