import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#app/auth/models/user'
import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE, StockLedger } from '#modules/inventory/server/index'

/* emptyDatabase truncates the default areas too; put them back as the migration does. */
export async function restoreDefaultAreas() {
  const now = new Date()
  await db.table('count_areas').multiInsert(
    ['Bar', 'Back Bar', 'Cellar', 'Walk-in'].map((name, position) => ({
      name,
      position,
      created_at: now,
      updated_at: now,
    }))
  )
}

/** The active areas by name → id. */
export async function areaIds(): Promise<Record<string, number>> {
  const rows = await db.from('count_areas').whereNull('archived_at').select('id', 'name')
  return Object.fromEntries(rows.map((row) => [row.name as string, Number(row.id)]))
}

let seeded = 0

/** A product (inventory's table) with its opening stock written through the ledger, as the app does. */
export async function seedProduct(
  seed: {
    name?: string
    category?: string
    stock?: number
    unitCost?: number
    barcode?: string
  } = {}
): Promise<number> {
  seeded += 1
  return StockLedger.transaction(async (trx) => {
    const now = new Date()
    const [id] = await trx
      .insertQuery()
      .table(PRODUCTS_TABLE)
      .insert({
        name: seed.name ?? `Counted Spirit ${seeded}`,
        category: seed.category ?? 'Vodka',
        size: '750ml',
        size_in_oz: 25.36,
        case_size: 12,
        current_stock: 0,
        reorder_level: 2,
        unit_cost: seed.unitCost ?? 20,
        barcode: seed.barcode ?? null,
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
  const row = await db.from(PRODUCTS_TABLE).where('id', productId).select('current_stock').first()
  return Number(row.current_stock)
}

export async function ledgerOf(productId: number) {
  const rows = await db.from(ADJUSTMENTS_TABLE).where('product_id', productId).orderBy('id', 'asc')
  return rows.map((row) => ({
    type: row.adjustment_type as string,
    change: Number(row.quantity_change),
    resulting: Number(row.resulting_stock),
    sourceType: row.source_type as string | null,
    sourceId: row.source_id as string | null,
    userId: row.user_id as string | null,
  }))
}

/** DESIGN §6: every product's stock equals the sum of its ledger rows. */
export async function assertStockMatchesLedger(assert: Assert) {
  const products = await db.from(PRODUCTS_TABLE).select('id', 'current_stock')
  for (const product of products) {
    const rows = await ledgerOf(Number(product.id))
    const sum = rows.reduce((total, row) => Math.round((total + row.change) * 1000) / 1000, 0)
    assert.strictEqual(Number(product.current_stock), sum, `product ${product.id}`)
  }
}

/** Opens a session as the manager and returns its id. */
export async function openCount(client: ApiClient, manager: User, body: object = {}) {
  const response = await client
    .post('/api/count-sessions')
    .json(body)
    .loginAs(manager)
    .withCsrfToken()
  response.assertStatus(201)
  return response.body().id as number
}

export async function sendLines(client: ApiClient, user: User, sessionId: number, body: unknown) {
  return client
    .post(`/api/count-sessions/${sessionId}/lines`)
    .json(body as object)
    .loginAs(user)
    .withCsrfToken()
}
