import db from '@adonisjs/lucid/services/db'
import { insertedId } from '#app/database/insert_returning_id'
import { PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { createProduct } from '#modules/inventory/tests/factories'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/index'

let seeded = 0

/** A product (reorder level 2), opening stock through the ledger, by inventory's factory. */
export function seedProduct(
  options: { name?: string; sizeInOz?: number | null; stock?: number } = {}
): Promise<number> {
  seeded += 1
  return createProduct({
    ...options,
    name: options.name ?? `Sale Spirit ${seeded}`,
    size: options.sizeInOz === null ? null : '750ml',
    reorderLevel: 2,
  })
}

export interface IngredientSeed {
  productId: number
  amountInOz?: number | null
  isWholeBottle?: boolean
}

export async function seedRecipe(name: string, ingredients: IngredientSeed[]) {
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

export async function stockOf(productId: number) {
  const row = await db.from(PRODUCTS_TABLE).where('id', productId).select('current_stock').first()
  return Math.round(Number(row.current_stock) * 1000) / 1000
}

export async function ledgerSum(productId: number) {
  const row = await db
    .from('inventory_adjustments')
    .where('product_id', productId)
    .sum('quantity_change as total')
    .first()
  return Math.round(Number(row.total ?? 0) * 1000) / 1000
}
