import { toMoney } from '#shared/money'
import { bottleCount } from '#modules/purchasing/shared/order_totals'
import type { OrderStatus } from '#modules/purchasing/shared/order_status'
import type {
  OrderItemJson,
  OrderItemProductJson,
  OrderJson,
} from '#modules/purchasing/shared/order_json'
import { toDateOnly, toIso, toIsoOrNull, toQuantity } from '#app/database/driver_values'

export const ORDER_COLUMNS = [
  'id',
  'order_number',
  'vendor_id',
  'status',
  'total_amount',
  'order_date',
  'expected_date',
  'notes',
  'sent_at',
  'emailed_at',
] as const

export const ITEM_COLUMNS = [
  'id',
  'purchase_order_id',
  'product_id',
  'quantity',
  'cases',
  'unit_cost',
  'case_cost',
  'total_cost',
] as const

export interface OrderRow {
  id: number | string
  order_number: string
  vendor_id: number | string
  status: string
  total_amount: number | string
  order_date: unknown
  expected_date: unknown
  notes: string | null
  sent_at: unknown
  emailed_at: unknown
}

export interface ItemRow {
  id: number | string
  purchase_order_id: number | string
  product_id: number | string
  quantity: number | string
  cases: number | string
  unit_cost: number | string
  case_cost: number | string | null
  total_cost: number | string
}

export function toOrderJson(row: OrderRow, vendorName: string | undefined): OrderJson {
  const vendorId = Number(row.vendor_id)
  return {
    id: Number(row.id),
    orderNumber: row.order_number,
    vendorId,
    vendor: vendorName === undefined ? null : { id: vendorId, name: vendorName },
    status: row.status as OrderStatus,
    totalAmount: toMoney(row.total_amount),
    orderDate: toIso(row.order_date),
    expectedDate: toDateOnly(row.expected_date),
    notes: row.notes,
    sentAt: toIsoOrNull(row.sent_at),
    emailedAt: toIsoOrNull(row.emailed_at),
  }
}

export function toItemJson(row: ItemRow, product: OrderItemProductJson | undefined): OrderItemJson {
  const quantity = toQuantity(row.quantity)
  const cases = Number(row.cases)
  return {
    id: Number(row.id),
    purchaseOrderId: Number(row.purchase_order_id),
    productId: Number(row.product_id),
    quantity,
    cases,
    unitCost: toMoney(row.unit_cost),
    caseCost: row.case_cost === null ? null : toMoney(row.case_cost),
    totalCost: toMoney(row.total_cost),
    bottleCount: bottleCount({ cases, quantity }, product?.caseSize),
    product: product ?? null,
  }
}
