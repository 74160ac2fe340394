/*
 * The read shapes of the recipes API (GET /api/recipes, /api/recipes/:id and
 * its ingredients), declared once for the server and the screens. Money and
 * percentages are 2-decimal strings.
 */

export interface IngredientJson {
  id: number
  recipeId: number
  productId: number
  productName: string
  /** The product's size text ('750ml'), so the dialog labels the row as its picker does. */
  productSize: string | null
  amount: string
  amountInOz: number | null
  isWholeBottle: boolean
  /** This ingredient's share of the cost per serving, 2 decimals; null when it cannot be priced. */
  cost: string | null
  /** The product's current unit cost and size, so the dialog prices the row like the server. */
  productUnitCost: string | null
  productSizeInOz: number | null
  /** The product is no longer stocked (inventory archived it rather than delete it). */
  productArchived: boolean
}

export interface RecipeJson {
  id: number
  name: string
  instructions: string | null
  costPerServing: string | null
  profitMargin: string | null
  menuPrice: string | null
  pourCostPercent: string | null
  costComplete: boolean
  missingCostReasons: string[]
  ingredients: IngredientJson[]
}
