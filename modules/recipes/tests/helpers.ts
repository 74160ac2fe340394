import db from '@adonisjs/lucid/services/db'
import { createTestUser } from '#tests/helpers/users'
import { createProduct } from '#modules/inventory/tests/factories'
import { RECIPE_INGREDIENTS_TABLE } from '#modules/recipes/server/index'

/** Products as these specs price them: $25.40 for a 25.4 oz bottle unless told. */
export function insertProduct(
  name: string,
  options: { unitCost?: string; sizeInOz?: number | null; archived?: boolean } = {}
) {
  return createProduct({
    name,
    unitCost: options.unitCost ?? '25.40',
    size: options.sizeInOz === null ? null : '750ml',
    sizeInOz: options.sizeInOz === undefined ? 25.4 : options.sizeInOz,
    archived: options.archived,
  })
}

export async function manager() {
  return createTestUser({ role: 'manager' })
}

/** Tequila at $1.00/oz and triple sec at $0.50/oz: easy sums. */
export async function margaritaProducts() {
  const tequila = await insertProduct('Espolòn Blanco Tequila', { unitCost: '25.40' })
  const tripleSec = await insertProduct('Cointreau', { unitCost: '12.70' })
  return { tequila, tripleSec }
}

export function margarita(tequila: number, tripleSec: number) {
  return {
    name: 'Margarita',
    instructions: 'Shake with ice.',
    costPerServing: null,
    profitMargin: 70,
    ingredients: [
      { productId: tequila, amount: '2 oz', amountInOz: 2, isWholeBottle: false },
      { productId: tripleSec, amount: '1 oz', amountInOz: 1, isWholeBottle: false },
    ],
  }
}

export async function ingredientRows(recipeId: number) {
  return db
    .from(RECIPE_INGREDIENTS_TABLE)
    .where('recipe_id', recipeId)
    .orderBy('id')
    .select('id', 'product_id', 'amount')
}
