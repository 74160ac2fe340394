/** The tables the receiving module owns. */
export const RECEIPTS_TABLE = 'receipts'
export const RECEIPT_ITEMS_TABLE = 'receipt_items'
export const INVOICE_PHOTOS_TABLE = 'invoice_photos'
export const RECEIPT_REVISIONS_TABLE = 'receipt_revisions'
