import db from '@adonisjs/lucid/services/db'
import { insertedId } from '#app/database/insert_returning_id'
import { insertRecipe } from '#modules/recipes/server/actions/recipe_actions'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/tables'

/*
 * Recipes for any module's tests (integrations map sales to them, reports
 * cost them), made by the same insert the API and sample data use.
 * Products come from inventory's createProduct.
 */

export interface RecipeSeed {
  name: string
  ingredients: Array<{ productId: number; amountInOz?: number; isWholeBottle?: boolean }>
  menuPrice?: number | null
}

/** A recipe whose ingredients pour `amountInOz` (default 1 oz) of each product. Answers its id. */
export async function createRecipe(seed: RecipeSeed): Promise<number> {
  return db.transaction((trx) =>
    insertRecipe(trx, {
      name: seed.name,
      menuPrice: seed.menuPrice ?? null,
      ingredients: seed.ingredients.map((ingredient) => {
        const ounces = ingredient.amountInOz ?? 1
        return {
          productId: ingredient.productId,
          amount: ingredient.isWholeBottle ? '1 bottle' : `${ounces} oz`,
          amountInOz: ingredient.isWholeBottle ? null : ounces,
          isWholeBottle: ingredient.isWholeBottle ?? false,
        }
      }),
    })
  )
}

export interface IngredientRowSeed {
  productId: number
  amountInOz?: number | null
  isWholeBottle?: boolean
}

/**
 * A recipe written as bare rows, without the create rules (no cost or menu
 * price; an ounce amount may be missing or 0): for sales and report tests
 * that need exactly these ingredient figures. Answers its id.
 */
export async function createRecipeRows(
  name: string,
  ingredients: IngredientRowSeed[]
): Promise<number> {
  const [inserted] = await db
    .insertQuery()
    .table(RECIPES_TABLE)
    .insert({ name, created_at: new Date() })
    .returning('id')
  const id = insertedId(inserted)
  await db
    .insertQuery()
    .table(RECIPE_INGREDIENTS_TABLE)
    .multiInsert(
      ingredients.map((ingredient) => ({
        recipe_id: id,
        product_id: ingredient.productId,
        amount: ingredient.isWholeBottle ? '1 bottle' : `${ingredient.amountInOz ?? 0} oz`,
        amount_in_oz: ingredient.amountInOz ?? null,
        is_whole_bottle: ingredient.isWholeBottle ?? false,
      }))
    )
  return id
}
