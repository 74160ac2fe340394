import db from '@adonisjs/lucid/services/db'
import { insertRecipe } from '#modules/recipes/server/actions/recipe_actions'

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
