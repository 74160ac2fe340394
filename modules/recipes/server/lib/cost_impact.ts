import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/index'
import {
  ingredientProducts,
  type IngredientProduct,
} from '#modules/recipes/server/lib/ingredient_products'
import {
  INGREDIENT_COLUMNS,
  type IngredientRow,
  RECIPE_COLUMNS,
  type RecipeRow,
  toRecipeJson,
} from '#modules/recipes/server/transformers/recipe_transformer'

export interface ProductCostChange {
  productId: number
  oldUnitCost: string | null
  newUnitCost: string | null
}

/** A recipe whose cost per serving moves with a product cost change. */
export interface RecipeCostImpact {
  recipeId: number
  name: string
  /** The products of the change that this recipe uses. */
  productIds: number[]
  costPerServingOld: string | null
  costPerServingNew: string | null
  menuPrice: string | null
  /** Cost ÷ menu price × 100, 2 decimals; null without a menu price. */
  pourCostPercentOld: string | null
  pourCostPercentNew: string | null
}

function withUnitCosts(
  products: Map<number, IngredientProduct>,
  costs: Map<number, string | null>
): Map<number, IngredientProduct> {
  const priced = new Map(products)
  for (const [id, unitCost] of costs) {
    const product = products.get(id)
    if (product) priced.set(id, { ...product, unitCost })
  }
  return priced
}

/**
 * Every recipe using a changed product, priced by the recipes' own rule
 * once with the old unit costs and once with the new ones, by name.
 */
export async function recipeCostImpacts(
  changes: ProductCostChange[],
  client: QueryClientContract
): Promise<RecipeCostImpact[]> {
  const changed = new Map(changes.map((change) => [change.productId, change]))
  if (changed.size === 0) return []
  const uses: Array<{ recipe_id: number | string }> = await client
    .from(RECIPE_INGREDIENTS_TABLE)
    .whereIn('product_id', [...changed.keys()])
    .distinct('recipe_id')
  const recipeIds = uses.map((use) => Number(use.recipe_id))
  if (recipeIds.length === 0) return []
  const [rows, ingredients]: [RecipeRow[], IngredientRow[]] = await Promise.all([
    client
      .from(RECIPES_TABLE)
      .whereIn('id', recipeIds)
      .select(...RECIPE_COLUMNS)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc'),
    client
      .from(RECIPE_INGREDIENTS_TABLE)
      .whereIn('recipe_id', recipeIds)
      .select(...INGREDIENT_COLUMNS)
      .orderBy('id', 'asc'),
  ])
  const products = await ingredientProducts(
    ingredients.map((ingredient) => Number(ingredient.product_id)),
    client
  )
  const oldProducts = withUnitCosts(
    products,
    new Map(changes.map((change) => [change.productId, change.oldUnitCost]))
  )
  const newProducts = withUnitCosts(
    products,
    new Map(changes.map((change) => [change.productId, change.newUnitCost]))
  )
  const byRecipe = Map.groupBy(ingredients, (ingredient) => Number(ingredient.recipe_id))
  return rows.map((row) => {
    const own = byRecipe.get(Number(row.id)) ?? []
    const before = toRecipeJson(row, own, oldProducts)
    const after = toRecipeJson(row, own, newProducts)
    return {
      recipeId: Number(row.id),
      name: row.name,
      productIds: [
        ...new Set(
          own.map((ingredient) => Number(ingredient.product_id)).filter((id) => changed.has(id))
        ),
      ],
      costPerServingOld: before.costPerServing,
      costPerServingNew: after.costPerServing,
      menuPrice: after.menuPrice,
      pourCostPercentOld: before.pourCostPercent,
      pourCostPercentNew: after.pourCostPercent,
    }
  })
}
