/**
 * Stock depletion of one sold serving (issue 11): an ingredient poured by the
 * ounce uses amountInOz ÷ the bottle's size in oz, 25.36 oz when the size
 * is unknown (SPEC §3's report default); a whole-bottle ingredient uses one
 * bottle. A line multiplies that by its quantity, so a refund (negative
 * quantity) puts stock back.
 */
export const DEFAULT_REPORT_SIZE_IN_OZ = 25.36

export interface PourIngredient {
  productId: number
  amountInOz: number | string | null
  isWholeBottle: boolean
  sizeInOz: number | string | null
}

/** Bottles of the product one serving uses; 0 when the amount is unknown. */
export function bottlesPerServing(ingredient: PourIngredient): number {
  if (ingredient.isWholeBottle) return 1
  const ounces = Number(ingredient.amountInOz ?? 0)
  if (!Number.isFinite(ounces) || ounces <= 0) return 0
  const size = Number(ingredient.sizeInOz ?? 0)
  return ounces / (Number.isFinite(size) && size > 0 ? size : DEFAULT_REPORT_SIZE_IN_OZ)
}

/**
 * Signed stock changes (bottles, rounded to thousandths as the ledger
 * stores them) of selling `quantity` servings, per product.
 */
export function depletionOf(ingredients: PourIngredient[], quantity: number): Map<number, number> {
  const changes = new Map<number, number>()
  for (const ingredient of ingredients) {
    const bottles = bottlesPerServing(ingredient) * quantity
    if (bottles === 0) continue
    changes.set(ingredient.productId, (changes.get(ingredient.productId) ?? 0) - bottles)
  }
  for (const [productId, change] of changes) {
    changes.set(productId, Math.round(change * 1000) / 1000)
  }
  return changes
}

/**
 * The key a POS item is mapped by: its provider id when it has one,
 * otherwise its name and variation, case and spacing ignored.
 */
export function itemKeyOf(item: {
  posItemId?: string | null
  posItemName?: string | null
  posVariation?: string | null
}): string | null {
  const clean = (text: string | null | undefined) =>
    (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
  if (item.posItemId && clean(item.posItemId)) return `id:${clean(item.posItemId)}`.slice(0, 300)
  const name = clean(item.posItemName)
  if (!name) return null
  return `name:${name}|${clean(item.posVariation)}`.slice(0, 300)
}

/** The name-based key of an item that also has a provider id, to find a mapping made from a file. */
export function nameKeyOf(item: {
  posItemName?: string | null
  posVariation?: string | null
}): string | null {
  return itemKeyOf({ posItemName: item.posItemName, posVariation: item.posVariation })
}
