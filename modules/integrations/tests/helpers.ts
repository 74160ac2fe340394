import db from '@adonisjs/lucid/services/db'
import { PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { createProduct } from '#modules/inventory/tests/factories'

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

/** A recipe as bare rows, by recipes' factory. */
export { createRecipeRows as seedRecipe } from '#modules/recipes/tests/factories'

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
