import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { productsByIds } from '#modules/inventory/server/index'
import { toMoneyOrNull } from '#shared/money'

/** What a recipe needs to know about an ingredient's product. */
export interface IngredientProduct {
  id: number
  name: string
  size: string | null
  unitCost: string | null
  sizeInOz: number | null
  archived: boolean
}

/** The products behind some ingredients, archived ones included, by id. */
export async function ingredientProducts(
  ids: Iterable<number>,
  client?: QueryClientContract
): Promise<Map<number, IngredientProduct>> {
  const unique = [...new Set(ids)]
  const found = new Map<number, IngredientProduct>()
  if (unique.length === 0) return found
  const rows = await productsByIds(unique, client)
  for (const row of rows) {
    found.set(Number(row.id), {
      id: Number(row.id),
      name: row.name,
      size: row.size,
      unitCost: toMoneyOrNull(row.unitCost),
      sizeInOz: row.sizeInOz === null ? null : Number(row.sizeInOz),
      archived: row.archived,
    })
  }
  return found
}
