/**
 * The recipes module's public API for other modules. Integrations map point
 * of sale items to recipes (`recipeExists`); reports show recipe names
 * (`recipeNames`); the inventory screen's 'Need Recipe' badge reads
 * `recipeUsageByProduct` through GET /api/recipes/usage.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export const RECIPES_TABLE = 'recipes'
export const RECIPE_INGREDIENTS_TABLE = 'recipe_ingredients'

export async function recipeExists(id: number, client?: QueryClientContract) {
  const row = await (client ?? db).from(RECIPES_TABLE).where('id', id).select('id').first()
  return Boolean(row)
}

export async function recipeNames(ids: Iterable<number>, client?: QueryClientContract) {
  const unique = [...new Set(ids)]
  const names = new Map<number, string>()
  if (unique.length === 0) return names
  const rows = await (client ?? db).from(RECIPES_TABLE).whereIn('id', unique).select('id', 'name')
  for (const row of rows) names.set(Number(row.id), row.name as string)
  return names
}

/** How many recipes use each product; products in no recipe are absent. */
export async function recipeUsageByProduct(client?: QueryClientContract) {
  const rows = await (client ?? db)
    .from(RECIPE_INGREDIENTS_TABLE)
    .select('product_id')
    .countDistinct('recipe_id as recipe_count')
    .groupBy('product_id')
    .orderBy('product_id', 'asc')
  return rows.map((row) => ({
    productId: Number(row.product_id),
    recipeCount: Number(row.recipe_count),
  }))
}

export interface RecipeIngredientAmount {
  recipeId: number
  productId: number
  amountInOz: number | null
  isWholeBottle: boolean
}

/** Each recipe's ingredients as amounts, for stock depletion of sales (integrations). */
export async function recipeIngredientsFor(ids: Iterable<number>, client?: QueryClientContract) {
  const unique = [...new Set(ids)]
  const found = new Map<number, RecipeIngredientAmount[]>()
  if (unique.length === 0) return found
  const rows = await (client ?? db)
    .from(RECIPE_INGREDIENTS_TABLE)
    .whereIn('recipe_id', unique)
    .orderBy('id', 'asc')
    .select('recipe_id', 'product_id', 'amount_in_oz', 'is_whole_bottle')
  for (const row of rows) {
    const recipeId = Number(row.recipe_id)
    const list = found.get(recipeId) ?? []
    list.push({
      recipeId,
      productId: Number(row.product_id),
      amountInOz: row.amount_in_oz === null ? null : Number(row.amount_in_oz),
      isWholeBottle: row.is_whole_bottle === true || Number(row.is_whole_bottle) === 1,
    })
    found.set(recipeId, list)
  }
  return found
}

/**
 * Receiving lists the cocktails a product cost change affects: each recipe
 * using a changed product, cost per serving and pour cost % old → new.
 */
export {
  recipeCostImpacts,
  type ProductCostChange,
  type RecipeCostImpact,
} from '#modules/recipes/server/lib/cost_impact'

/** Every recipe's id, name and menu price (null when not set), by name: integrations' sample sales. */
export async function recipeMenu(client?: QueryClientContract) {
  const rows = await (client ?? db)
    .from(RECIPES_TABLE)
    .select('id', 'name', 'menu_price')
    .orderBy('name', 'asc')
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    menuPrice: row.menu_price === null ? null : Number(row.menu_price),
  }))
}
