import { menuPriceFigures, recipeCost } from '#modules/recipes/shared/recipe_cost'
import { toMoneyOrNull } from '#shared/money'
import { toBoolean } from '#app/database/driver_values'
import type { IngredientProduct } from '#modules/recipes/server/lib/ingredient_products'
import type { IngredientJson, RecipeJson } from '#modules/recipes/shared/recipe_json'

export const RECIPE_COLUMNS = [
  'id',
  'name',
  'instructions',
  'cost_per_serving',
  'profit_margin',
  'menu_price',
] as const

export const INGREDIENT_COLUMNS = [
  'id',
  'recipe_id',
  'product_id',
  'amount',
  'amount_in_oz',
  'is_whole_bottle',
] as const

/* SQLite returns decimals as numbers and booleans as 0/1; MySQL decimals as strings. */
export interface RecipeRow {
  id: number | string
  name: string
  instructions: string | null
  cost_per_serving: string | number | null
  profit_margin: string | number | null
  menu_price: string | number | null
}

export interface IngredientRow {
  id: number | string
  recipe_id: number | string
  product_id: number | string
  amount: string
  amount_in_oz: string | number | null
  is_whole_bottle: boolean | number | string
}

export function ingredientCostInput(row: IngredientRow, product: IngredientProduct | undefined) {
  return {
    productName: product?.name ?? 'Unknown product',
    unitCost: product?.unitCost ?? null,
    sizeInOz: product?.sizeInOz ?? null,
    amountInOz: row.amount_in_oz,
    isWholeBottle: toBoolean(row.is_whole_bottle),
  }
}

/**
 * The read shape. Cost is computed from the products' current unit costs,
 * so a price change shows at once; a recipe without ingredients keeps the
 * cost an API client entered. With a menu price, margin and pour cost derive
 * from it; otherwise the margin is the one entered.
 */
export function toRecipeJson(
  row: RecipeRow,
  ingredients: IngredientRow[],
  products: Map<number, IngredientProduct>
): RecipeJson {
  const cost = recipeCost(
    ingredients.map((ingredient) =>
      ingredientCostInput(ingredient, products.get(Number(ingredient.product_id)))
    )
  )
  const reasons = [...cost.reasons]
  for (const ingredient of ingredients) {
    const product = products.get(Number(ingredient.product_id))
    if (product?.archived) reasons.push(`${product.name}: no longer stocked`)
  }

  const costPerServing = ingredients.length > 0 ? cost.total : toMoneyOrNull(row.cost_per_serving)
  const menuPrice = toMoneyOrNull(row.menu_price)
  const figures = menuPriceFigures(costPerServing, menuPrice)

  return {
    id: Number(row.id),
    name: row.name,
    instructions: row.instructions,
    costPerServing,
    profitMargin: menuPrice ? (figures?.profitMargin ?? null) : toMoneyOrNull(row.profit_margin),
    menuPrice,
    pourCostPercent: figures?.pourCostPercent ?? null,
    costComplete: reasons.length === 0,
    missingCostReasons: reasons,
    ingredients: ingredients.map((ingredient, index) =>
      toIngredientJson(ingredient, products.get(Number(ingredient.product_id)), cost.lines[index])
    ),
  }
}

export function toIngredientJson(
  row: IngredientRow,
  product: IngredientProduct | undefined,
  cost: string | null
): IngredientJson {
  return {
    id: Number(row.id),
    recipeId: Number(row.recipe_id),
    productId: Number(row.product_id),
    productName: product?.name ?? 'Unknown product',
    productSize: product?.size ?? null,
    amount: row.amount,
    amountInOz: row.amount_in_oz === null ? null : Number(row.amount_in_oz),
    isWholeBottle: toBoolean(row.is_whole_bottle),
    cost,
    productUnitCost: product?.unitCost ?? null,
    productSizeInOz: product?.sizeInOz ?? null,
    productArchived: product?.archived ?? false,
  }
}
