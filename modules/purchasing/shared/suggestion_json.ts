/*
 * The read shapes of order suggestions (GET /api/purchase-orders/suggestions
 * and /suggestions/:productId), declared once for the server and the screen.
 * Money is a 2-decimal string, quantities are bottles.
 */

/** One product to reorder, with the suggested cases and loose bottles. */
export interface SuggestionLine {
  productId: number
  name: string
  category: string
  size: string | null
  caseSize: number
  currentStock: number
  parLevel: number | null
  reorderLevel: number
  target: number
  /** Bottles on created and sent orders. */
  onOrder: number
  cases: number
  quantity: number
  bottles: number
  /** Null when the product's cost is unknown (its bottles then count as $0.00). */
  unitCost: string | null
  caseCost: string | null
  totalCost: string
  /** The preferred vendor when it can still be ordered from, else null. */
  vendorId: number | null
}

/** Suggestions grouped by preferred vendor; products without an orderable vendor apart. */
export interface SuggestionsJson {
  vendors: Array<{
    vendorId: number
    vendorName: string
    lines: SuggestionLine[]
    totalAmount: string
  }>
  unassigned: SuggestionLine[]
}
