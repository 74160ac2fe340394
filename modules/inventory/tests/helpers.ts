import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import type { Assert } from '@japa/assert'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/* Downloads arrive as Buffers rather than being parsed as text. */
ApiRequest.addParser(XLSX_TYPE, (response, callback) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
})

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
