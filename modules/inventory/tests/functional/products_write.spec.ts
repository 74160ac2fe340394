import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { assertLedgerInvariant, ledgerOf, stockOf } from '#modules/inventory/tests/helpers'
import { as } from '#tests/helpers/as'
import { VALID } from '#modules/inventory/tests/valid_product'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'

test.group('POST /api/products', (group) => {
  group.each.setup(emptyDatabase)

  test('creates the product, computes size in oz, writes the initial ledger row', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await createVendor('Copper Still Beverage Co.')

    const response = await as(client, manager)
      .post('/api/products')
      .json({ ...VALID, vendorId, barcode: ' 3017620422003 ', parLevel: 10, sneaky: 'ignored' })

    response.assertStatus(201)
    const body = response.body()
    assert.deepInclude(body, {
      name: 'Grey Goose Vodka',
      category: 'Vodka',
      size: '750ml',
      sizeInOz: 25.36,
      caseSize: 6,
      currentStock: 8,
      reorderLevel: 4,
      parLevel: 10,
      unitCost: '29.99',
      caseCost: '174.00',
      barcode: '3017620422003',
      vendorId,
      vendorName: 'Copper Still Beverage Co.',
    })
    assert.deepEqual(await ledgerOf(body.id), [
      {
        type: 'initial',
        change: 8,
        resulting: 8,
        reason: null,
        sourceType: null,
        userId: manager.id,
      },
    ])
    const activity = await db.from('activity_log').where('entity_type', 'product').first()
    assert.include(activity, { action: 'create', summary: 'Added product Grey Goose Vodka' })
  })

  test('only name and category are needed; defaults fill the rest, no stock no ledger row', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })

    const response = await as(client, manager)
      .post('/api/products')
      .json({ name: 'House Syrup', category: 'Mixers' })

    response.assertStatus(201)
    assert.deepInclude(response.body(), {
      size: null,
      sizeInOz: null,
      caseSize: 12,
      currentStock: 0,
      reorderLevel: 10,
      unitCost: '0.00',
      caseCost: null,
      barcode: null,
      vendorId: null,
    })
    assert.lengthOf(await ledgerOf(response.body().id), 0)
  })

  test('an explicit sizeInOz wins; an unknown size gives 0', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })

    const explicit = await as(client, manager)
      .post('/api/products')
      .json({ name: 'Magnum', category: 'Wine', size: 'Custom', sizeInOz: 50.72 })
    const unknown = await as(client, manager)
      .post('/api/products')
      .json({ name: 'Jeroboam', category: 'Wine', size: 'Custom' })
    const liters = await as(client, manager)
      .post('/api/products')
      .json({ name: 'Big Vodka', category: 'Vodka', size: '1.75L', unitCost: 27.5 })

    assert.strictEqual(explicit.body().sizeInOz, 50.72)
    assert.strictEqual(unknown.body().sizeInOz, 0)
    assert.strictEqual(liters.body().sizeInOz, 59.17)
    assert.strictEqual(liters.body().unitCost, '27.50')
  })

  test('invalid payloads are 422 naming the fields', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })

    const response = await as(client, manager).post('/api/products').json({
      name: '  ',
      caseSize: 2.5,
      currentStock: -1,
      reorderLevel: 1.5,
      parLevel: -2,
      unitCost: 'cheap',
      caseCost: 10.555,
      sizeInOz: -1,
      barcode: 'has spaces',
      vendorId: 0,
    })

    response.assertStatus(422)
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.sameMembers(fields, [
      'name',
      'category',
      'caseSize',
      'currentStock',
      'reorderLevel',
      'parLevel',
      'unitCost',
      'caseCost',
      'sizeInOz',
      'barcode',
      'vendorId',
    ])
    assert.isString(response.body().message)
    assert.lengthOf(await db.from('products'), 0)
  })

  test('an unknown vendor is a 422 on vendorId', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const response = await as(client, manager)
      .post('/api/products')
      .json({ ...VALID, vendorId: 999 })
    response.assertStatus(422)
    response.assertBody({
      message: 'The selected vendor does not exist',
      errors: [
        { field: 'vendorId', message: 'The selected vendor does not exist', rule: 'database' },
      ],
    })
  })

  test('a duplicate barcode is 409 with a message', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    await createProduct({ name: 'Aperol', barcode: '8004400002307' })

    const response = await as(client, manager)
      .post('/api/products')
      .json({ ...VALID, barcode: '8004400002307' })

    response.assertStatus(409)
    response.assertBody({ message: 'Barcode 8004400002307 is already used by Aperol' })
    assert.lengthOf(await db.from('products'), 1)
  })

  test('money accepts numeric strings and numbers', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const response = await as(client, manager)
      .post('/api/products')
      .json({ name: 'Lime Juice', category: 'Mixers', unitCost: 4.5, caseCost: '54' })
    response.assertStatus(201)
    assert.include(response.body(), { unitCost: '4.50', caseCost: '54.00' })
  })
})

test.group('PUT /api/products/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('a manager edits any field; a stock change writes a manual_edit row', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await createVendor('Lone Mesa Spirits Supply')
    const id = await createProduct({ name: 'Bacardi', stock: 10 })
    await db
      .from('products')
      .where('id', id)
      .update({ last_updated: new Date('2024-01-01T00:00:00Z') })

    const response = await as(client, manager).put(`/api/products/${id}`).json({
      name: 'Bacardi Superior',
      category: 'Rum',
      size: '1L',
      currentStock: 7,
      unitCost: '14.50',
      caseCost: null,
      parLevel: 18,
      vendorId,
      barcode: '4006381333931',
    })

    response.assertStatus(200)
    assert.deepInclude(response.body(), {
      id,
      name: 'Bacardi Superior',
      category: 'Rum',
      size: '1L',
      sizeInOz: 33.81,
      currentStock: 7,
      unitCost: '14.50',
      caseCost: null,
      parLevel: 18,
      vendorId,
      vendorName: 'Lone Mesa Spirits Supply',
      barcode: '4006381333931',
    })
    assert.isAbove(Date.parse(response.body().lastUpdated), Date.parse('2025-01-01T00:00:00Z'))
    const ledger = await ledgerOf(id)
    assert.deepEqual(
      ledger.map(({ type, change, resulting }) => ({
        type,
        change,
        resulting,
      })),
      [
        { type: 'initial', change: 10, resulting: 10 },
        { type: 'manual_edit', change: -3, resulting: 7 },
      ]
    )
  })

  test('a partial update leaves other fields alone; the same stock writes no row', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createProduct({ name: 'Cointreau', stock: 4, unitCost: 34.5 })

    const response = await as(client, manager)
      .put(`/api/products/${id}`)
      .json({ reorderLevel: 2, currentStock: 4 })

    response.assertStatus(200)
    assert.deepInclude(response.body(), { name: 'Cointreau', reorderLevel: 2, unitCost: '34.50' })
    assert.lengthOf(await ledgerOf(id), 1)
  })

  test('404 for a missing product, 422 for bad values, 409 for a taken barcode', async ({
    client,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createProduct({ barcode: '4006381333931' })
    const other = await createProduct({ barcode: '8004400002307' })

    const missing = await as(client, manager)
      .put(`/api/products/${id + 100}`)
      .json({ currentStock: 1 })
    missing.assertStatus(404)

    const invalid = await as(client, manager)
      .put(`/api/products/${id}`)
      .json({ currentStock: -2, name: '' })
    invalid.assertStatus(422)
    invalid.assertBodyContains({ errors: [{ field: 'name' }, { field: 'currentStock' }] })

    const taken = await as(client, manager)
      .put(`/api/products/${other}`)
      .json({ barcode: '4006381333931' })
    taken.assertStatus(409)
  })

  test('an archived preferred vendor may be kept but not newly chosen', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const archivedVendor = await createVendor('Gone Distributors')
    const id = await createProduct({ vendorId: archivedVendor })
    const other = await createProduct()
    await db.from('vendors').where('id', archivedVendor).update({ archived_at: new Date() })

    const kept = await as(client, manager)
      .put(`/api/products/${id}`)
      .json({ vendorId: archivedVendor, reorderLevel: 3 })
    kept.assertStatus(200)
    kept.assertBodyContains({ vendorId: archivedVendor, vendorName: 'Gone Distributors' })

    const chosen = await as(client, manager)
      .put(`/api/products/${other}`)
      .json({ vendorId: archivedVendor })
    chosen.assertStatus(422)
    chosen.assertBodyContains({ errors: [{ field: 'vendorId' }] })
  })

  test('keeping its own barcode is not a conflict', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createProduct({ barcode: '4006381333931' })
    const response = await as(client, manager)
      .put(`/api/products/${id}`)
      .json({ barcode: '4006381333931', name: 'Same Code' })
    response.assertStatus(200)
  })
})

test.group('DELETE /api/products/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('a product without history is removed', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createProduct()

    const response = await as(client, manager).delete(`/api/products/${id}`)

    response.assertStatus(204)
    assert.isNull(await db.from('products').where('id', id).first())
  })

  test('a product with ledger history is archived: hidden, history kept, barcode freed', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createProduct({ stock: 3, barcode: '4006381333931' })

    const response = await as(client, manager).delete(`/api/products/${id}`)

    response.assertStatus(204)
    const row = await db.from('products').where('id', id).first()
    assert.isNotNull(row.archived_at)
    assert.isNull(row.barcode)
    assert.lengthOf(await ledgerOf(id), 1)
    assert.strictEqual(await stockOf(id), 3)
    const list = await as(client, manager).get('/api/products')
    list.assertBody([])
    const again = await as(client, manager).delete(`/api/products/${id}`)
    again.assertStatus(404)
    const reuse = await as(client, manager)
      .post('/api/products')
      .json({ name: 'Replacement', category: 'Gin', barcode: '4006381333931' })
    reuse.assertStatus(201)
    await assertLedgerInvariant(assert)
  })
})
