import type { InvoicePhotoJson, ReceiptItemJson } from '#modules/receiving/shared/receipt_json'
import { toIso, toQuantity, toQuantityOrNull } from '#app/database/driver_values'
import { toMoneyOrNull } from '#shared/money'

export const RECEIPT_COLUMNS = [
  'id',
  'purchase_order_id',
  'received_date',
  'invoice_photo_url',
  'notes',
  'is_complete',
  'stock_applied',
  'revision',
  'received_by',
  'adjusted_at',
  'adjusted_by',
  'back_order_id',
] as const

export const ITEM_COLUMNS = [
  'id',
  'receipt_id',
  'purchase_order_item_id',
  'product_id',
  'expected_quantity',
  'received_quantity',
  'received_cases',
  'received_bottles',
  'unit_cost',
  'case_cost',
  'line_total',
  'discrepancy_note',
] as const

export const PHOTO_COLUMNS = ['id', 'receipt_id', 'photo_url', 'file_name', 'uploaded_at'] as const

export function toItemJson(
  row: Record<string, any>,
  product: ReceiptItemJson['product']
): ReceiptItemJson {
  return {
    id: Number(row.id),
    receiptId: Number(row.receipt_id),
    purchaseOrderItemId:
      row.purchase_order_item_id === null ? null : Number(row.purchase_order_item_id),
    productId: Number(row.product_id),
    product,
    expectedQuantity: toQuantity(row.expected_quantity),
    receivedQuantity: toQuantity(row.received_quantity),
    receivedCases: row.received_cases === null ? null : Number(row.received_cases),
    receivedBottles: toQuantityOrNull(row.received_bottles),
    unitCost: toMoneyOrNull(row.unit_cost),
    caseCost: toMoneyOrNull(row.case_cost),
    lineTotal: toMoneyOrNull(row.line_total),
    discrepancyNote: row.discrepancy_note ?? null,
  }
}

export function toPhotoJson(row: Record<string, any>): InvoicePhotoJson {
  return {
    id: Number(row.id),
    receiptId: row.receipt_id === null ? null : Number(row.receipt_id),
    photoUrl: row.photo_url,
    fileName: row.file_name ?? null,
    uploadedAt: toIso(row.uploaded_at),
  }
}
