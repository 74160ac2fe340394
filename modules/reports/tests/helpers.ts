import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import { PRODUCTS_TABLE, StockLedger } from '#modules/inventory/server/index'
import { PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/index'
import { VENDORS_TABLE } from '#modules/vendors/server/index'

/*
 * Reports read other modules' rows; tests write them straight to those
 * modules' tables (named by their public APIs), stock through StockLedger,
 * and move a row's date where a test is about month or range boundaries.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/* The report workbook arrives as a Buffer rather than being parsed as text. */
ApiRequest.addParser(XLSX_TYPE, (response, callback) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
})

const insertedId = (inserted: unknown) =>
  Number(
    typeof inserted === 'object' && inserted !== null ? (inserted as { id: number }).id : inserted
  )

let seeded = 0

export interface ProductSeed {
  name?: string
  category?: string
  size?: string | null
  stock?: number
  reorderLevel?: number
  unitCost?: number
}

/** A product with its opening stock written through the ledger, as the app does. */
export async function seedProduct(seed: ProductSeed = {}): Promise<number> {
  seeded += 1
  return StockLedger.transaction(async (trx) => {
    const now = new Date()
    const [inserted] = await trx
      .insertQuery()
      .table(PRODUCTS_TABLE)
      .insert({
        name: seed.name ?? `Report Spirit ${seeded}`,
        category: seed.category ?? 'Vodka',
        size: seed.size === undefined ? '750ml' : seed.size,
        size_in_oz: seed.size === null ? null : 25.36,
        case_size: 12,
        current_stock: 0,
        reorder_level: seed.reorderLevel ?? 10,
        unit_cost: seed.unitCost ?? 20,
        last_updated: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = insertedId(inserted)
    if (seed.stock) {
      await StockLedger.apply(trx, [{ productId: id, change: seed.stock, type: 'initial' }])
    }
    return id
  })
}

export async function seedRecipe(
  name: string,
  ingredients: Array<{ productId: number; amountInOz?: number; isWholeBottle?: boolean }>
) {
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

/** Orders in the given statuses, for one new vendor. */
export async function seedOrders(statuses: string[]) {
  const now = new Date()
  const [vendor] = await db
    .insertQuery()
    .table(VENDORS_TABLE)
    .insert({ name: `Vendor ${seeded++}`, created_at: now, updated_at: now })
    .returning('id')
  for (const [index, status] of statuses.entries()) {
    await db
      .insertQuery()
      .table(PURCHASE_ORDERS_TABLE)
      .insert({
        order_number: `PO-T-${seeded}-${index}`,
        vendor_id: insertedId(vendor),
        status,
        total_amount: 0,
        order_date: now,
        created_at: now,
        updated_at: now,
      })
  }
}

/** A ledger row (a sale depletes with a negative change), dated `at`. */
export async function ledgerRow(
  productId: number,
  change: number,
  type: string,
  at: Date = new Date()
) {
  await StockLedger.transaction(async (trx) => {
    await StockLedger.apply(trx, [{ productId, change, type }])
  })
  const row = await db
    .from('inventory_adjustments')
    .where('product_id', productId)
    .orderBy('id', 'desc')
    .first()
  await db.from('inventory_adjustments').where('id', row.id).update({ adjustment_date: at })
  return Number(row.id)
}

/** Moves a product's creation and ledger rows back in time, as if it had been made at `at`. */
export async function backdateProduct(productId: number, at: Date) {
  await db.from('products').where('id', productId).update({ created_at: at })
  await db
    .from('inventory_adjustments')
    .where('product_id', productId)
    .update({ adjustment_date: at })
}

export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

export interface SaleLine {
  transactionId: string
  recipeId?: number | null
  posItemName?: string
  quantity: number
  amount: number
  saleDate: string
}

/** Records sales the way a point of sale does: POST /api/pos-data as a manager. */
export async function recordSales(
  client: import('@japa/api-client').ApiClient,
  manager: import('#app/auth/models/user').default,
  lines: SaleLine[]
) {
  const response = await client.post('/api/pos-data').json(lines).loginAs(manager).withCsrfToken()
  response.assertStatus(201)
}
