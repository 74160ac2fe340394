import db from '@adonisjs/lucid/services/db'
import { PRODUCTS_TABLE, StockLedger } from '#modules/inventory/server/index'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/index'

let seeded = 0

/** A product whose opening stock went through the ledger, as the app does. */
export async function seedProduct(
  options: { name?: string; sizeInOz?: number | null; stock?: number } = {}
) {
  seeded += 1
  return StockLedger.transaction(async (trx) => {
    const now = new Date()
    const [inserted] = await trx
      .insertQuery()
      .table(PRODUCTS_TABLE)
      .insert({
        name: options.name ?? `Sale Spirit ${seeded}`,
        category: 'Vodka',
        size: options.sizeInOz === null ? null : '750ml',
        size_in_oz: options.sizeInOz === undefined ? 25.36 : options.sizeInOz,
        case_size: 12,
        current_stock: 0,
        reorder_level: 2,
        unit_cost: 20,
        last_updated: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
    if (options.stock) {
      await StockLedger.apply(trx, [{ productId: id, change: options.stock, type: 'initial' }])
    }
    return id
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
  const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
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
