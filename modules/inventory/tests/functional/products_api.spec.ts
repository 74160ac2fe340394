import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  assertLedgerInvariant,
  insertVendor,
  ledgerOf,
  seedProduct,
  stockOf,
} from '#modules/inventory/tests/helpers'

const VALID = {
  name: 'Grey Goose Vodka',
  category: 'Vodka',
  size: '750ml',
  caseSize: 6,
  currentStock: 8,
  reorderLevel: 4,
  unitCost: '29.99',
  caseCost: 174,
}

test.group('Products API: who may use it', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401 on every route', async ({ client }) => {
    const id = await seedProduct({ barcode: '4006381333931' })
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
    const id = await seedProduct()

    const created = await client.post('/api/products').json(VALID).loginAs(staff).withCsrfToken()
    const deleted = await client.delete(`/api/products/${id}`).loginAs(staff).withCsrfToken()

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
    const id = await seedProduct({ stock: 5, unitCost: 20 })

    for (const body of [
      { unitCost: 1 },
      { caseCost: 1 },
      { currentStock: 6, unitCost: 1 },
      { name: 'Renamed' },
      { reorderLevel: 0 },
      { barcode: '4006381333931' },
    ]) {
      const response = await client
        .put(`/api/products/${id}`)
        .json(body)
        .loginAs(staff)
        .withCsrfToken()
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
    const id = await seedProduct({ stock: 5 })

    const response = await client
      .put(`/api/products/${id}`)
      .json({ currentStock: 3.5, color: 'blue' })
      .loginAs(staff)
      .withCsrfToken()

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
    const id = await seedProduct({ barcode: '4006381333931' })

    const answers = await Promise.all([
      client.get('/api/products').loginAs(staff),
      client.get(`/api/products/${id}`).loginAs(staff),
      client.get('/api/products/barcode/4006381333931').loginAs(staff),
      client.get('/api/products/export').loginAs(staff),
      client.get('/api/inventory/summary').loginAs(staff),
      client.get('/api/inventory-adjustments').loginAs(staff),
    ])
    for (const answer of answers) answer.assertStatus(200)
  })
})

test.group('GET /api/products', (group) => {
  group.each.setup(emptyDatabase)

  test('every active product by name, in the contract’s read shape', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await insertVendor('Harbor & Vine Distributors')
    const zubrowka = await seedProduct({ name: 'Żubrówka Bison Grass', stock: 2.5, vendorId })
    const absolut = await seedProduct({
      name: 'Absolut Vodka',
      size: '1L',
      stock: 12,
      unitCost: 18.5,
      caseCost: 200,
      barcode: '7312040017034',
    })
    const archived = await seedProduct({ name: 'Discontinued Gin' })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const response = await client.get('/api/products').loginAs(manager)

    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(
      body.map((product: { id: number }) => product.id),
      [absolut, zubrowka]
    )
    assert.deepEqual(body[0], {
      id: absolut,
      name: 'Absolut Vodka',
      category: 'Vodka',
      size: '1L',
      sizeInOz: 25.36,
      caseSize: 12,
      currentStock: 12,
      reorderLevel: 10,
      parLevel: null,
      unitCost: '18.50',
      caseCost: '200.00',
      barcode: '7312040017034',
      vendorId: null,
      fullWeightGrams: null,
      emptyWeightGrams: null,
      vendorName: null,
      lastUpdated: body[0].lastUpdated,
    })
    assert.match(body[0].lastUpdated, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    assert.include(body[1], {
      currentStock: 2.5,
      vendorId,
      vendorName: 'Harbor & Vine Distributors',
    })
  })

  test('an empty catalogue is an empty array', async ({ client }) => {
    const staff = await createTestUser()
    const response = await client.get('/api/products').loginAs(staff)
    response.assertStatus(200)
    response.assertBody([])
  })
})

test.group('GET /api/products?search=&limit= (pickers, dashboard)', (group) => {
  group.each.setup(emptyDatabase)

  const names = (response: { body(): Array<{ name: string }> }) =>
    response.body().map((product) => product.name)

  test('search matches name, category or barcode, any case, anywhere; archived never', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    await seedProduct({ name: 'Hendrick’s Gin', category: 'Gin' })
    await seedProduct({ name: 'Gingerbread Syrup', category: 'Mixers' })
    await seedProduct({ name: 'Beefeater', category: 'Gin', barcode: '5000299223017' })
    await seedProduct({ name: 'Absolut Vodka', category: 'Vodka', barcode: '7312040017034' })
    await seedProduct({ name: 'Tanqueray Ten', category: 'Gin' })
    const archived = await seedProduct({ name: 'Old Tom Gin', category: 'Gin' })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const byWord = await client.get('/api/products').qs({ search: 'gIN' }).loginAs(staff)
    byWord.assertStatus(200)
    assert.deepEqual(names(byWord), [
      'Beefeater',
      'Gingerbread Syrup',
      'Hendrick’s Gin',
      'Tanqueray Ten',
    ])
    /* The same read shape as the full list. */
    assert.properties(byWord.body()[0], ['id', 'unitCost', 'sizeInOz', 'vendorName', 'lastUpdated'])

    const byBarcode = await client.get('/api/products').qs({ search: '0400170' }).loginAs(staff)
    assert.deepEqual(names(byBarcode), ['Absolut Vodka'])
    const byCategory = await client.get('/api/products').qs({ search: 'vodk' }).loginAs(staff)
    assert.deepEqual(names(byCategory), ['Absolut Vodka'])
    const padded = await client.get('/api/products').qs({ search: '  ten ' }).loginAs(staff)
    assert.deepEqual(names(padded), ['Tanqueray Ten'])
    const none = await client.get('/api/products').qs({ search: 'mezcal' }).loginAs(staff)
    none.assertBody([])
  })

  test('LIKE wildcards in the search are plain characters', async ({ client, assert }) => {
    const staff = await createTestUser()
    await seedProduct({ name: '100% Agave Blanco' })
    await seedProduct({ name: '1000 Stories Zinfandel' })
    await seedProduct({ name: 'Rum_Test' })
    await seedProduct({ name: 'Rum Test' })
    await seedProduct({ name: 'Wow! Cola' })
    await seedProduct({ name: 'Wowza Cola' })

    const percent = await client.get('/api/products').qs({ search: '0%' }).loginAs(staff)
    assert.deepEqual(names(percent), ['100% Agave Blanco'])
    const underscore = await client.get('/api/products').qs({ search: 'm_t' }).loginAs(staff)
    assert.deepEqual(names(underscore), ['Rum_Test'])
    const bang = await client.get('/api/products').qs({ search: 'w!' }).loginAs(staff)
    assert.deepEqual(names(bang), ['Wow! Cola'])
  })

  test('limit answers the first products by name, alone or with a search', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    for (const name of ['Rum F', 'Gin B', 'Rum C', 'Gin E', 'Vodka A', 'Rum D', 'Gin G']) {
      await seedProduct({ name })
    }

    const firstFive = await client.get('/api/products').qs({ limit: 5 }).loginAs(staff)
    firstFive.assertStatus(200)
    assert.deepEqual(names(firstFive), ['Gin B', 'Gin E', 'Gin G', 'Rum C', 'Rum D'])

    const rums = await client.get('/api/products').qs({ search: 'rum', limit: '2' }).loginAs(staff)
    assert.deepEqual(names(rums), ['Rum C', 'Rum D'])

    const all = await client.get('/api/products').qs({ limit: 200 }).loginAs(staff)
    assert.lengthOf(all.body(), 7)
  })

  test('no parameters, or an empty search, is the full list', async ({ client, assert }) => {
    const staff = await createTestUser()
    for (let index = 0; index < 3; index++) await seedProduct()
    const plain = await client.get('/api/products').loginAs(staff)
    const empty = await client.get('/api/products').qs({ search: '  ' }).loginAs(staff)
    assert.lengthOf(plain.body(), 3)
    assert.deepEqual(empty.body(), plain.body())
  })

  test('a bad limit or an overlong search is 422 naming the parameter', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    await seedProduct()
    for (const limit of ['0', '201', '-3', '2.5', 'ten', '']) {
      const response = await client.get('/api/products').qs({ limit }).loginAs(staff)
      response.assertStatus(422)
      assert.isString(response.body().message)
      assert.deepEqual(
        response.body().errors.map((error: { field: string }) => error.field),
        ['limit'],
        `limit=${limit}`
      )
    }
    const long = await client
      .get('/api/products')
      .qs({ search: 'x'.repeat(161) })
      .loginAs(staff)
    long.assertStatus(422)
    assert.equal(long.body().errors[0].field, 'search')
  })
})

test.group('GET /api/products/:id and /barcode/:code', (group) => {
  group.each.setup(emptyDatabase)

  test('one product; 404 when missing or archived', async ({ client }) => {
    const staff = await createTestUser()
    const id = await seedProduct({ name: 'Campari' })
    const archived = await seedProduct({ name: 'Old Campari' })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const found = await client.get(`/api/products/${id}`).loginAs(staff)
    found.assertStatus(200)
    found.assertBodyContains({ id, name: 'Campari' })
    const missing = await client.get(`/api/products/${id + 100}`).loginAs(staff)
    missing.assertStatus(404)
    missing.assertBody({ message: 'Product not found' })
    const gone = await client.get(`/api/products/${archived}`).loginAs(staff)
    gone.assertStatus(404)
    const notAnId = await client.get('/api/products/abc').loginAs(staff)
    notAnId.assertStatus(404)
  })

  test('finds a product by barcode, or 404 with a message', async ({ client }) => {
    const staff = await createTestUser()
    const id = await seedProduct({ name: 'Aperol', barcode: '8004400002307' })

    const found = await client.get('/api/products/barcode/8004400002307').loginAs(staff)
    found.assertStatus(200)
    found.assertBodyContains({ id, name: 'Aperol', barcode: '8004400002307' })
    const missing = await client.get('/api/products/barcode/0000000000000').loginAs(staff)
    missing.assertStatus(404)
    missing.assertBody({ message: 'No product has the barcode 0000000000000' })
  })
})

test.group('POST /api/products', (group) => {
  group.each.setup(emptyDatabase)

  test('creates the product, computes size in oz, writes the initial ledger row', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await insertVendor('Copper Still Beverage Co.')

    const response = await client
      .post('/api/products')
      .json({ ...VALID, vendorId, barcode: ' 3017620422003 ', parLevel: 10, sneaky: 'ignored' })
      .loginAs(manager)
      .withCsrfToken()

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

    const response = await client
      .post('/api/products')
      .json({ name: 'House Syrup', category: 'Mixers' })
      .loginAs(manager)
      .withCsrfToken()

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

    const explicit = await client
      .post('/api/products')
      .json({ name: 'Magnum', category: 'Wine', size: 'Custom', sizeInOz: 50.72 })
      .loginAs(manager)
      .withCsrfToken()
    const unknown = await client
      .post('/api/products')
      .json({ name: 'Jeroboam', category: 'Wine', size: 'Custom' })
      .loginAs(manager)
      .withCsrfToken()
    const liters = await client
      .post('/api/products')
      .json({ name: 'Big Vodka', category: 'Vodka', size: '1.75L', unitCost: 27.5 })
      .loginAs(manager)
      .withCsrfToken()

    assert.strictEqual(explicit.body().sizeInOz, 50.72)
    assert.strictEqual(unknown.body().sizeInOz, 0)
    assert.strictEqual(liters.body().sizeInOz, 59.17)
    assert.strictEqual(liters.body().unitCost, '27.50')
  })

  test('invalid payloads are 422 naming the fields', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })

    const response = await client
      .post('/api/products')
      .json({
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
      .loginAs(manager)
      .withCsrfToken()

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
    const response = await client
      .post('/api/products')
      .json({ ...VALID, vendorId: 999 })
      .loginAs(manager)
      .withCsrfToken()
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
    await seedProduct({ name: 'Aperol', barcode: '8004400002307' })

    const response = await client
      .post('/api/products')
      .json({ ...VALID, barcode: '8004400002307' })
      .loginAs(manager)
      .withCsrfToken()

    response.assertStatus(409)
    response.assertBody({ message: 'Barcode 8004400002307 is already used by Aperol' })
    assert.lengthOf(await db.from('products'), 1)
  })

  test('money accepts numeric strings and numbers', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const response = await client
      .post('/api/products')
      .json({ name: 'Lime Juice', category: 'Mixers', unitCost: 4.5, caseCost: '54' })
      .loginAs(manager)
      .withCsrfToken()
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
    const vendorId = await insertVendor('Lone Mesa Spirits Supply')
    const id = await seedProduct({ name: 'Bacardi', stock: 10 })
    await db
      .from('products')
      .where('id', id)
      .update({ last_updated: new Date('2024-01-01T00:00:00Z') })

    const response = await client
      .put(`/api/products/${id}`)
      .json({
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
      .loginAs(manager)
      .withCsrfToken()

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
    const id = await seedProduct({ name: 'Cointreau', stock: 4, unitCost: 34.5 })

    const response = await client
      .put(`/api/products/${id}`)
      .json({ reorderLevel: 2, currentStock: 4 })
      .loginAs(manager)
      .withCsrfToken()

    response.assertStatus(200)
    assert.deepInclude(response.body(), { name: 'Cointreau', reorderLevel: 2, unitCost: '34.50' })
    assert.lengthOf(await ledgerOf(id), 1)
  })

  test('404 for a missing product, 422 for bad values, 409 for a taken barcode', async ({
    client,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await seedProduct({ barcode: '4006381333931' })
    const other = await seedProduct({ barcode: '8004400002307' })

    const missing = await client
      .put(`/api/products/${id + 100}`)
      .json({ currentStock: 1 })
      .loginAs(manager)
      .withCsrfToken()
    missing.assertStatus(404)

    const invalid = await client
      .put(`/api/products/${id}`)
      .json({ currentStock: -2, name: '' })
      .loginAs(manager)
      .withCsrfToken()
    invalid.assertStatus(422)
    invalid.assertBodyContains({ errors: [{ field: 'name' }, { field: 'currentStock' }] })

    const taken = await client
      .put(`/api/products/${other}`)
      .json({ barcode: '4006381333931' })
      .loginAs(manager)
      .withCsrfToken()
    taken.assertStatus(409)
  })

  test('an archived preferred vendor may be kept but not newly chosen', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const archivedVendor = await insertVendor('Gone Distributors')
    const id = await seedProduct({ vendorId: archivedVendor })
    const other = await seedProduct()
    await db.from('vendors').where('id', archivedVendor).update({ archived_at: new Date() })

    const kept = await client
      .put(`/api/products/${id}`)
      .json({ vendorId: archivedVendor, reorderLevel: 3 })
      .loginAs(manager)
      .withCsrfToken()
    kept.assertStatus(200)
    kept.assertBodyContains({ vendorId: archivedVendor, vendorName: 'Gone Distributors' })

    const chosen = await client
      .put(`/api/products/${other}`)
      .json({ vendorId: archivedVendor })
      .loginAs(manager)
      .withCsrfToken()
    chosen.assertStatus(422)
    chosen.assertBodyContains({ errors: [{ field: 'vendorId' }] })
  })

  test('keeping its own barcode is not a conflict', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await seedProduct({ barcode: '4006381333931' })
    const response = await client
      .put(`/api/products/${id}`)
      .json({ barcode: '4006381333931', name: 'Same Code' })
      .loginAs(manager)
      .withCsrfToken()
    response.assertStatus(200)
  })
})

test.group('DELETE /api/products/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('a product without history is removed', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await seedProduct()

    const response = await client.delete(`/api/products/${id}`).loginAs(manager).withCsrfToken()

    response.assertStatus(204)
    assert.isNull(await db.from('products').where('id', id).first())
  })

  test('a product with ledger history is archived: hidden, history kept, barcode freed', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await seedProduct({ stock: 3, barcode: '4006381333931' })

    const response = await client.delete(`/api/products/${id}`).loginAs(manager).withCsrfToken()

    response.assertStatus(204)
    const row = await db.from('products').where('id', id).first()
    assert.isNotNull(row.archived_at)
    assert.isNull(row.barcode)
    assert.lengthOf(await ledgerOf(id), 1)
    assert.strictEqual(await stockOf(id), 3)
    const list = await client.get('/api/products').loginAs(manager)
    list.assertBody([])
    const again = await client.delete(`/api/products/${id}`).loginAs(manager).withCsrfToken()
    again.assertStatus(404)
    const reuse = await client
      .post('/api/products')
      .json({ name: 'Replacement', category: 'Gin', barcode: '4006381333931' })
      .loginAs(manager)
      .withCsrfToken()
    reuse.assertStatus(201)
    await assertLedgerInvariant(assert)
  })
})

test.group('GET /api/inventory/summary', (group) => {
  group.each.setup(emptyDatabase)

  test('counts and the exact inventory value of active products', async ({ client }) => {
    const staff = await createTestUser()
    await seedProduct({ stock: 12, reorderLevel: 4, unitCost: 18.5 })
    await seedProduct({ stock: 4, reorderLevel: 4, unitCost: 0.1 })
    await seedProduct({ stock: 0, reorderLevel: 2, unitCost: 99.99 })
    await seedProduct({ stock: 2.333, reorderLevel: 1, unitCost: 0.07 })
    const archived = await seedProduct({ stock: 100, unitCost: 50 })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const response = await client.get('/api/inventory/summary').loginAs(staff)

    response.assertStatus(200)
    /* 12 × 18.50 + 4 × 0.10 + 2.333 × 0.07 = 222 + 0.4 + 0.16331 */
    response.assertBody({
      totalItems: 4,
      lowStockCount: 2,
      outOfStockCount: 1,
      inventoryValue: '222.56',
    })
  })

  test('an empty catalogue is all zeros', async ({ client }) => {
    const staff = await createTestUser()
    const response = await client.get('/api/inventory/summary').loginAs(staff)
    response.assertBody({
      totalItems: 0,
      lowStockCount: 0,
      outOfStockCount: 0,
      inventoryValue: '0.00',
    })
  })
})
