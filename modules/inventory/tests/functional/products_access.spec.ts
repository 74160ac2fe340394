import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { ledgerOf } from '#modules/inventory/tests/helpers'
import { as } from '#tests/helpers/as'
import { VALID } from '#modules/inventory/tests/valid_product'
import { createProduct } from '#modules/inventory/tests/factories'

test.group('Products API: who may use it', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401 on every route', async ({ client }) => {
    const id = await createProduct({ barcode: '4006381333931' })
    const answers = await Promise.all([
      client.get('/api/products'),
      client.get(`/api/products/${id}`),
      client.get('/api/products/barcode/4006381333931'),
      client.get('/api/products/export'),
      client.get('/api/inventory/summary'),
      client.get('/api/inventory-adjustments'),
      client.post('/api/products').json(VALID).withCsrfToken(),
      client.put(`/api/products/${id}`).json({ currentStock: 1 }).withCsrfToken(),
      client.delete(`/api/products/${id}`).withCsrfToken(),
      client.post('/api/products/import').withCsrfToken(),
      client.post('/api/inventory-adjustments').json({}).withCsrfToken(),
    ])
    for (const answer of answers) {
      answer.assertStatus(401)
      answer.assertBodyContains({ message: 'Not signed in' })
    }
  })

  test('staff may not create or delete products', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff' })
    const id = await createProduct()

    const created = await as(client, staff).post('/api/products').json(VALID)
    const deleted = await as(client, staff).delete(`/api/products/${id}`)

    created.assertStatus(403)
    deleted.assertStatus(403)
    assert.lengthOf(await db.from('products'), 1)
    const row = await db.from('products').where('id', id).first()
    assert.isNull(row.archived_at)
  })

  test('staff may not change costs or any field but the stock count', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const id = await createProduct({ stock: 5, unitCost: 20 })

    for (const body of [
      { unitCost: 1 },
      { caseCost: 1 },
      { currentStock: 6, unitCost: 1 },
      { name: 'Renamed' },
      { reorderLevel: 0 },
      { barcode: '4006381333931' },
    ]) {
      const response = await as(client, staff).put(`/api/products/${id}`).json(body)
      response.assertStatus(403)
      response.assertBody({ message: 'Staff may only update the stock count (currentStock)' })
    }
    const row = await db.from('products').where('id', id).first()
    assert.strictEqual(Number(row.unit_cost), 20)
    assert.strictEqual(Number(row.current_stock), 5)
  })

  test('staff may count stock: only currentStock, unknown keys ignored', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const id = await createProduct({ stock: 5 })

    const response = await as(client, staff)
      .put(`/api/products/${id}`)
      .json({ currentStock: 3.5, color: 'blue' })

    response.assertStatus(200)
    response.assertBodyContains({ id, currentStock: 3.5 })
    const ledger = await ledgerOf(id)
    assert.deepEqual(
      ledger.map(({ type, change, resulting, userId }) => ({
        type,
        change,
        resulting,
        userId,
      })),
      [
        { type: 'initial', change: 5, resulting: 5, userId: null },
        { type: 'manual_edit', change: -1.5, resulting: 3.5, userId: staff.id },
      ]
    )
  })

  test('staff may view, look up barcodes and read the summary', async ({ client }) => {
    const staff = await createTestUser({ role: 'staff' })
    const id = await createProduct({ barcode: '4006381333931' })

    const answers = await Promise.all([
      as(client, staff).get('/api/products'),
      as(client, staff).get(`/api/products/${id}`),
      as(client, staff).get('/api/products/barcode/4006381333931'),
      as(client, staff).get('/api/products/export'),
      as(client, staff).get('/api/inventory/summary'),
      as(client, staff).get('/api/inventory-adjustments'),
    ])
    for (const answer of answers) answer.assertStatus(200)
  })
})
