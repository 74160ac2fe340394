/*
 * The read shapes of the purchase order API (SPEC §3), declared once for the
 * server that builds them and the screens that read them. Money is a
 * 2-decimal string, quantities are bottles, dates ISO UTC ('YYYY-MM-DD' for
 * the expected delivery day).
 */
import type { OrderStatus } from './order_status.js'

/** An order as GET /api/purchase-orders lists it. */
export interface OrderJson {
  id: number
  orderNumber: string
  vendorId: number
  /** Null when the vendor no longer exists. */
  vendor: { id: number; name: string } | null
  status: OrderStatus
  totalAmount: string
  orderDate: string
  expectedDate: string | null
  notes: string | null
  sentAt: string | null
  emailedAt: string | null
}

/** One page of GET /api/purchase-orders?page&pageSize: the orders, newest first, and how many match. */
export interface OrderPageJson {
  rows: OrderJson[]
  total: number
}

/** What an order item shows of its product. */
export interface OrderItemProductJson {
  name: string
  category: string
  size: string | null
  caseSize: number
  currentStock: number
}

export interface OrderItemJson {
  id: number
  purchaseOrderId: number
  productId: number
  quantity: number
  cases: number
  unitCost: string
  caseCost: string | null
  totalCost: string
  /** Bottles this item brings into stock; 12 per case when the product is unknown. */
  bottleCount: number
  /** Null when the product is gone. */
  product: OrderItemProductJson | null
}

/** GET /api/purchase-orders/:id: the order with its items. */
export interface OrderDetailJson extends OrderJson {
  items: OrderItemJson[]
}

/** What happened to the email of a sent order; the screen shows `message`. */
export type EmailOutcome =
  | { emailed: true; to: string; message: string }
  | {
      emailed: false
      reason: 'not_configured' | 'no_vendor_email' | 'failed'
      to: string | null
      message: string
    }
