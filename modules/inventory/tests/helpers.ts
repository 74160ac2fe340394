import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { VENDORS_TABLE } from '#modules/vendors/server/index'
import { StockLedger } from '#modules/inventory/server/index'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/* Downloads arrive as Buffers rather than being parsed as text. */
ApiRequest.addParser(XLSX_TYPE, (response, callback) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
})

/** Vendors are another module's table: tests seed them directly, the API would need a manager. */
export async function insertVendor(name: string) {
  const now = new Date()
  const [id] = await db
    .insertQuery()
    .table(VENDORS_TABLE)
    .insert({ name, created_at: now, updated_at: now })
  return Number(id)
}

export interface ProductSeed {
  name?: string
  category?: string
  size?: string | null
  stock?: number
  reorderLevel?: number
  unitCost?: number
  caseCost?: number | null
  barcode?: string | null
  vendorId?: number | null
}

let seeded = 0

/** A product with its opening stock written through the ledger, as the app does. */
export async function seedProduct(seed: ProductSeed = {}): Promise<number> {
  seeded += 1
  return StockLedger.transaction(async (trx) => {
    const now = new Date()
    const [id] = await trx
      .insertQuery()
      .table('products')
      .insert({
        name: seed.name ?? `Test Spirit ${seeded}`,
        category: seed.category ?? 'Vodka',
        size: seed.size === undefined ? '750ml' : seed.size,
        size_in_oz: seed.size === null ? null : 25.36,
        case_size: 12,
        current_stock: 0,
        reorder_level: seed.reorderLevel ?? 10,
        unit_cost: seed.unitCost ?? 20,
        case_cost: seed.caseCost ?? null,
        barcode: seed.barcode ?? null,
        vendor_id: seed.vendorId ?? null,
        last_updated: now,
        created_at: now,
        updated_at: now,
      })
    if (seed.stock) {
      await StockLedger.apply(trx, [{ productId: Number(id), change: seed.stock, type: 'initial' }])
    }
    return Number(id)
  })
}

export async function stockOf(productId: number): Promise<number> {
  const row = await db.from('products').where('id', productId).select('current_stock').first()
  return Number(row.current_stock)
}

export async function ledgerOf(productId: number) {
  const rows = await db
    .from('inventory_adjustments')
    .where('product_id', productId)
    .orderBy('id', 'asc')
  return rows.map((row) => ({
    type: row.adjustment_type as string,
    change: Number(row.quantity_change),
    resulting: Number(row.resulting_stock),
    reason: row.reason as string | null,
    sourceType: row.source_type as string | null,
    userId: row.user_id as string | null,
  }))
}

/** DESIGN §6: every product's stock equals the sum of its ledger rows, and each row's resulting stock adds up. */
export async function assertLedgerInvariant(assert: Assert) {
  const products = await db.from('products').select('id', 'current_stock')
  assert.isAbove(products.length, 0)
  for (const product of products) {
    const rows = await ledgerOf(Number(product.id))
    let running = 0
    for (const row of rows) {
      running = Math.round((running + row.change) * 1000) / 1000
      assert.strictEqual(
        row.resulting,
        running,
        `resulting stock of a row of product ${product.id}`
      )
    }
    assert.strictEqual(
      Number(product.current_stock),
      running,
      `product ${product.id}: stock equals the sum of its ledger`
    )
  }
}
