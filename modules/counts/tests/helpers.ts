import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#app/auth/models/user'
import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { createProduct } from '#modules/inventory/tests/factories'

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

/** A product (reorder level 2), opening stock through the ledger, by inventory's factory. */
export function seedProduct(
  seed: {
    name?: string
    category?: string
    stock?: number
    unitCost?: number
    barcode?: string
  } = {}
): Promise<number> {
  seeded += 1
  return createProduct({ reorderLevel: 2, ...seed, name: seed.name ?? `Counted Spirit ${seeded}` })
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
