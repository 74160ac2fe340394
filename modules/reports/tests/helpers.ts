import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import { insertedId } from '#app/database/insert_returning_id'
import { StockLedger } from '#modules/inventory/server/index'
import { createProduct, type ProductSeed } from '#modules/inventory/tests/factories'
import { PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
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

let seeded = 0

export type { ProductSeed }

/** A product (default 'Report Spirit N'), opening stock through the ledger, by inventory's factory. */
export function seedProduct(seed: ProductSeed = {}): Promise<number> {
  seeded += 1
  return createProduct({ ...seed, name: seed.name ?? `Report Spirit ${seeded}` })
}

/** A recipe as bare rows, by recipes' factory. */
export { createRecipeRows as seedRecipe } from '#modules/recipes/tests/factories'

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
