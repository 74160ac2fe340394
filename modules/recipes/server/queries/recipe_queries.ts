import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { activeProductPages, PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { RECIPES_TABLE, RECIPE_INGREDIENTS_TABLE } from '#modules/recipes/server/tables'
import { ingredientProducts } from '#modules/recipes/server/lib/ingredient_products'
import {
  INGREDIENT_COLUMNS,
  type IngredientRow,
  RECIPE_COLUMNS,
  type RecipeRow,
  toIngredientJson,
  toRecipeJson,
  ingredientCostInput,
} from '#modules/recipes/server/transformers/recipe_transformer'
import { recipeCost } from '#modules/recipes/shared/recipe_cost'
import type { RecipeJson } from '#modules/recipes/shared/recipe_json'

async function assemble(
  rows: RecipeRow[],
  ingredients: IngredientRow[],
  client?: QueryClientContract
): Promise<RecipeJson[]> {
  const products = await ingredientProducts(
    ingredients.map((ingredient) => Number(ingredient.product_id)),
    client
  )
  const byRecipe = Map.groupBy(ingredients, (ingredient) => Number(ingredient.recipe_id))
  return rows.map((row) => toRecipeJson(row, byRecipe.get(Number(row.id)) ?? [], products))
}

/** Every recipe by name, each priced from the current product costs. */
export async function listRecipes(
  client: QueryClientContract = db.connection()
): Promise<RecipeJson[]> {
  const [rows, ingredients] = await Promise.all([
    client
      .from(RECIPES_TABLE)
      .select(...RECIPE_COLUMNS)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc'),
    client
      .from(RECIPE_INGREDIENTS_TABLE)
      .select(...INGREDIENT_COLUMNS)
      .orderBy('recipe_id', 'asc')
      .orderBy('id', 'asc'),
  ])
  return assemble(rows, ingredients, client)
}

export async function findRecipe(
  id: number,
  client?: QueryClientContract
): Promise<RecipeJson | null> {
  const connection = client ?? db
  const row: RecipeRow | null = await connection
    .from(RECIPES_TABLE)
    .where('id', id)
    .select(...RECIPE_COLUMNS)
    .first()
  if (!row) return null
  const ingredients: IngredientRow[] = await connection
    .from(RECIPE_INGREDIENTS_TABLE)
    .where('recipe_id', id)
    .select(...INGREDIENT_COLUMNS)
    .orderBy('id', 'asc')
  const [recipe] = await assemble([row], ingredients, client)
  return recipe
}

/** A recipe's ingredients with their costs; null when the recipe does not exist. */
export async function listIngredients(recipeId: number) {
  const recipe = await db.from(RECIPES_TABLE).where('id', recipeId).select('id').first()
  if (!recipe) return null
  const rows: IngredientRow[] = await db
    .from(RECIPE_INGREDIENTS_TABLE)
    .where('recipe_id', recipeId)
    .select(...INGREDIENT_COLUMNS)
    .orderBy('id', 'asc')
  const products = await ingredientProducts(rows.map((row) => Number(row.product_id)))
  const cost = recipeCost(
    rows.map((row) => ingredientCostInput(row, products.get(Number(row.product_id))))
  )
  return rows.map((row, index) =>
    toIngredientJson(row, products.get(Number(row.product_id)), cost.lines[index])
  )
}

/** Stocked products that no recipe uses, in the GET /api/products shape, by name, a page at a time. */
export function productsNotInRecipes(client: QueryClientContract) {
  return activeProductPages({
    client,
    where: (products) =>
      products.whereNotExists((used) =>
        used
          .from(RECIPE_INGREDIENTS_TABLE)
          .whereRaw(`${RECIPE_INGREDIENTS_TABLE}.product_id = ${PRODUCTS_TABLE}.id`)
          .select('id')
      ),
  })
}
