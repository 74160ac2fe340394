import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { as } from '#tests/helpers/as'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'
import { productsByIds } from '#modules/inventory/server/index'

test.group('GET /api/products', (group) => {
  group.each.setup(emptyDatabase)

  test('every active product by name, in the contract’s read shape', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await createVendor('Harbor & Vine Distributors')
    const zubrowka = await createProduct({ name: 'Żubrówka Bison Grass', stock: 2.5, vendorId })
    const absolut = await createProduct({
      name: 'Absolut Vodka',
      size: '1L',
      stock: 12,
      unitCost: 18.5,
      caseCost: 200,
      barcode: '7312040017034',
    })
    const archived = await createProduct({ name: 'Discontinued Gin' })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const response = await as(client, manager).get('/api/products')

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
    const response = await as(client, staff).get('/api/products')
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
    await createProduct({ name: 'Hendrick’s Gin', category: 'Gin' })
    await createProduct({ name: 'Gingerbread Syrup', category: 'Mixers' })
    await createProduct({ name: 'Beefeater', category: 'Gin', barcode: '5000299223017' })
    await createProduct({ name: 'Absolut Vodka', category: 'Vodka', barcode: '7312040017034' })
    await createProduct({ name: 'Tanqueray Ten', category: 'Gin' })
    const archived = await createProduct({ name: 'Old Tom Gin', category: 'Gin' })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const byWord = await as(client, staff).get('/api/products').qs({ search: 'gIN' })
    byWord.assertStatus(200)
    assert.deepEqual(names(byWord), [
      'Beefeater',
      'Gingerbread Syrup',
      'Hendrick’s Gin',
      'Tanqueray Ten',
    ])
    /* The same read shape as the full list. */
    assert.properties(byWord.body()[0], ['id', 'unitCost', 'sizeInOz', 'vendorName', 'lastUpdated'])

    const byBarcode = await as(client, staff).get('/api/products').qs({ search: '0400170' })
    assert.deepEqual(names(byBarcode), ['Absolut Vodka'])
    const byCategory = await as(client, staff).get('/api/products').qs({ search: 'vodk' })
    assert.deepEqual(names(byCategory), ['Absolut Vodka'])
    const padded = await as(client, staff).get('/api/products').qs({ search: '  ten ' })
    assert.deepEqual(names(padded), ['Tanqueray Ten'])
    const none = await as(client, staff).get('/api/products').qs({ search: 'mezcal' })
    none.assertBody([])
  })

  test('LIKE wildcards in the search are plain characters', async ({ client, assert }) => {
    const staff = await createTestUser()
    await createProduct({ name: '100% Agave Blanco' })
    await createProduct({ name: '1000 Stories Zinfandel' })
    await createProduct({ name: 'Rum_Test' })
    await createProduct({ name: 'Rum Test' })
    await createProduct({ name: 'Wow! Cola' })
    await createProduct({ name: 'Wowza Cola' })

    const percent = await as(client, staff).get('/api/products').qs({ search: '0%' })
    assert.deepEqual(names(percent), ['100% Agave Blanco'])
    const underscore = await as(client, staff).get('/api/products').qs({ search: 'm_t' })
    assert.deepEqual(names(underscore), ['Rum_Test'])
    const bang = await as(client, staff).get('/api/products').qs({ search: 'w!' })
    assert.deepEqual(names(bang), ['Wow! Cola'])
  })

  test('limit answers the first products by name, alone or with a search', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    for (const name of ['Rum F', 'Gin B', 'Rum C', 'Gin E', 'Vodka A', 'Rum D', 'Gin G']) {
      await createProduct({ name })
    }

    const firstFive = await as(client, staff).get('/api/products').qs({ limit: 5 })
    firstFive.assertStatus(200)
    assert.deepEqual(names(firstFive), ['Gin B', 'Gin E', 'Gin G', 'Rum C', 'Rum D'])

    const rums = await as(client, staff).get('/api/products').qs({ search: 'rum', limit: '2' })
    assert.deepEqual(names(rums), ['Rum C', 'Rum D'])

    const all = await as(client, staff).get('/api/products').qs({ limit: 200 })
    assert.lengthOf(all.body(), 7)
  })

  test('no parameters, or an empty search, is the full list', async ({ client, assert }) => {
    const staff = await createTestUser()
    for (let index = 0; index < 3; index++) await createProduct()
    const plain = await as(client, staff).get('/api/products')
    const empty = await as(client, staff).get('/api/products').qs({ search: '  ' })
    assert.lengthOf(plain.body(), 3)
    assert.deepEqual(empty.body(), plain.body())
  })

  test('a bad limit or an overlong search is 422 naming the parameter', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    await createProduct()
    for (const limit of ['0', '201', '-3', '2.5', 'ten', '']) {
      const response = await as(client, staff).get('/api/products').qs({ limit })
      response.assertStatus(422)
      assert.isString(response.body().message)
      assert.deepEqual(
        response.body().errors.map((error: { field: string }) => error.field),
        ['limit'],
        `limit=${limit}`
      )
    }
    const long = await as(client, staff)
      .get('/api/products')
      .qs({ search: 'x'.repeat(161) })
    long.assertStatus(422)
    assert.equal(long.body().errors[0].field, 'search')
  })
})

test.group('GET /api/products/:id and /barcode/:code', (group) => {
  group.each.setup(emptyDatabase)

  test('one product; 404 when missing or archived', async ({ client }) => {
    const staff = await createTestUser()
    const id = await createProduct({ name: 'Campari' })
    const archived = await createProduct({ name: 'Old Campari' })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const found = await as(client, staff).get(`/api/products/${id}`)
    found.assertStatus(200)
    found.assertBodyContains({ id, name: 'Campari' })
    const missing = await as(client, staff).get(`/api/products/${id + 100}`)
    missing.assertStatus(404)
    missing.assertBody({ message: 'Product not found' })
    const gone = await as(client, staff).get(`/api/products/${archived}`)
    gone.assertStatus(404)
    const notAnId = await as(client, staff).get('/api/products/abc')
    notAnId.assertStatus(404)
  })

  test('finds a product by barcode, or 404 with a message', async ({ client }) => {
    const staff = await createTestUser()
    const id = await createProduct({ name: 'Aperol', barcode: '8004400002307' })

    const found = await as(client, staff).get('/api/products/barcode/8004400002307')
    found.assertStatus(200)
    found.assertBodyContains({ id, name: 'Aperol', barcode: '8004400002307' })
    const missing = await as(client, staff).get('/api/products/barcode/0000000000000')
    missing.assertStatus(404)
    missing.assertBody({ message: 'No product has the barcode 0000000000000' })
  })
})

test.group('GET /api/inventory/summary', (group) => {
  group.each.setup(emptyDatabase)

  test('counts and the exact inventory value of active products', async ({ client }) => {
    const staff = await createTestUser()
    await createProduct({ stock: 12, reorderLevel: 4, unitCost: 18.5 })
    await createProduct({ stock: 4, reorderLevel: 4, unitCost: 0.1 })
    await createProduct({ stock: 0, reorderLevel: 2, unitCost: 99.99 })
    await createProduct({ stock: 2.333, reorderLevel: 1, unitCost: 0.07 })
    /* An unknown cost adds nothing to the value and is counted apart. */
    await createProduct({ stock: 7, reorderLevel: 1, unitCost: null })
    const archived = await createProduct({ stock: 100, unitCost: 50 })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const response = await as(client, staff).get('/api/inventory/summary')

    response.assertStatus(200)
    /* 12 × 18.50 + 4 × 0.10 + 2.333 × 0.07 = 222 + 0.4 + 0.16331 */
    response.assertBody({
      totalItems: 5,
      lowStockCount: 2,
      outOfStockCount: 1,
      inventoryValue: '222.56',
      unknownCostCount: 1,
    })
  })

  test('follows every write, whichever connection made it', async ({ client }) => {
    const staff = await createTestUser()
    const gin = await createProduct({ stock: 10, reorderLevel: 2, unitCost: 20 })
    const first = await as(client, staff).get('/api/inventory/summary')
    first.assertBodyContains({ totalItems: 1, lowStockCount: 0, inventoryValue: '200.00' })

    const waste = await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: gin, quantityChange: -9, adjustmentType: 'waste', reason: 'Broken' })
    waste.assertStatus(201)
    const afterAdjustment = await as(client, staff).get('/api/inventory/summary')
    afterAdjustment.assertBodyContains({ lowStockCount: 1, inventoryValue: '20.00' })

    await db.from('products').where('id', gin).update({ archived_at: new Date() })
    const afterArchive = await as(client, staff).get('/api/inventory/summary')
    afterArchive.assertBodyContains({ totalItems: 0, inventoryValue: '0.00' })
  })

  test('stock below zero (a corrected receipt) takes value away, to the cent', async ({
    client,
  }) => {
    const staff = await createTestUser()
    await createProduct({ stock: 3, unitCost: 0.01 })
    const corrected = await createProduct({ stock: 0, unitCost: 0.03 })
    await db.from('products').where('id', corrected).update({ current_stock: -1.5 })

    const response = await as(client, staff).get('/api/inventory/summary')

    /* 0.03 − 0.045 = −0.015, rounded half away from zero */
    response.assertBodyContains({ totalItems: 2, outOfStockCount: 1, inventoryValue: '-0.02' })
  })

  test('an empty catalogue is all zeros', async ({ client }) => {
    const staff = await createTestUser()
    const response = await as(client, staff).get('/api/inventory/summary')
    response.assertBody({
      totalItems: 0,
      lowStockCount: 0,
      outOfStockCount: 0,
      inventoryValue: '0.00',
      unknownCostCount: 0,
    })
  })
})

test.group('productsByIds (the inventory module’s public read)', (group) => {
  group.each.setup(emptyDatabase)

  test('answers every product asked for, however many ids (a full count of a 100k catalogue)', async ({
    assert,
  }) => {
    const gin = await createProduct({ name: 'Gin' })
    const rum = await createProduct({ name: 'Rum' })
    await db.from('products').where('id', rum).update({ archived_at: new Date() })
    /* More ids than SQLite (32,766) or MySQL (65,535) binds in one statement; most do not exist. */
    const ids = [gin, rum, ...Array.from({ length: 70_000 }, (_, index) => 1_000_000 + index)]

    const products = await productsByIds(ids)

    assert.deepEqual(
      products
        .map((product) => [product.id, product.name, product.archived])
        .sort(([a], [b]) => Number(a) - Number(b)),
      [
        [gin, 'Gin', false],
        [rum, 'Rum', true],
      ]
    )
  })
})
