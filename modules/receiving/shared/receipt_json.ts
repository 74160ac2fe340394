/*
 * The read shapes of the receiving API, declared once for the server that
 * builds them and the screens that read them. Quantities are bottles (JSON
 * numbers), money 2-decimal strings, dates ISO UTC.
 */
import type { CreditLine } from './receiving_rules.js'

export interface ReceiptItemJson {
  id: number
  receiptId: number
  purchaseOrderItemId: number | null
  productId: number
  product: { name: string; category: string; size: string | null; caseSize: number } | null
  expectedQuantity: number
  receivedQuantity: number
  receivedCases: number | null
  receivedBottles: number | null
  unitCost: string | null
  caseCost: string | null
  lineTotal: string | null
  discrepancyNote: string | null
}

export interface InvoicePhotoJson {
  id: number
  receiptId: number | null
  /** Served to signed-in users only. */
  photoUrl: string
  fileName: string | null
  uploadedAt: string
}

export interface UserRefJson {
  id: string
  username: string
}

/** A product whose cost this receipt changed. */
export interface CostChangeJson {
  productId: number
  productName: string
  oldUnitCost: string | null
  newUnitCost: string | null
  oldCaseCost: string | null
  newCaseCost: string | null
}

/** A cocktail whose cost moved with those changes. */
export interface AffectedRecipeJson {
  recipeId: number
  name: string
  productIds: number[]
  costPerServingOld: string | null
  costPerServingNew: string | null
  menuPrice: string | null
  pourCostPercentOld: string | null
  pourCostPercentNew: string | null
}

/** A replaced version of the receipt, as it read before an adjustment. */
export interface ReceiptRevisionJson {
  revision: number
  receivedDate: string
  receivedBy: UserRefJson | null
  notes: string | null
  isComplete: boolean
  items: Array<Omit<ReceiptItemJson, 'id' | 'receiptId' | 'product'>>
  replacedAt: string
  replacedBy: UserRefJson | null
}

export interface ReceiptJson {
  id: number
  purchaseOrderId: number
  orderNumber: string | null
  vendor: { id: number; name: string } | null
  receivedDate: string
  invoicePhotoUrl: string | null
  notes: string | null
  isComplete: boolean
  /** 1 for the first receipt, +1 per adjustment. */
  revision: number
  receivedBy: UserRefJson | null
  adjustedAt: string | null
  adjustedBy: UserRefJson | null
  items: ReceiptItemJson[]
  photos: InvoicePhotoJson[]
  revisions: ReceiptRevisionJson[]
  backOrder: { id: number; orderNumber: string } | null
  costChanges: CostChangeJson[]
  affectedRecipes: AffectedRecipeJson[]
}

/** GET /api/purchase-orders/:id/credit-request. */
export interface CreditRequestJson {
  purchaseOrderId: number
  orderNumber: string
  receiptId: number
  vendor: { id: number; name: string; contactEmail: string | null } | null
  receivedDate: string
  lines: CreditLine[]
  total: string
  /** Whether the server can e-mail it (SMTP configured). */
  canEmail: boolean
}
