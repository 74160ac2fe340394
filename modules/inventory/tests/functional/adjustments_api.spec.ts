import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { ledgerOf, stockOf } from '#modules/inventory/tests/helpers'
import { as } from '#tests/helpers/as'
import { createProduct } from '#modules/inventory/tests/factories'

test.group('POST /api/inventory-adjustments', (group) => {
  group.each.setup(emptyDatabase)

  test('staff record waste with a reason: 201 with the ledger row', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff', username: 'sam' })
    const id = await createProduct({ name: 'Campari', stock: 6 })

    const response = await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: id, adjustmentType: 'waste', quantityChange: -0.5, reason: 'Fruit fly' })

    response.assertStatus(201)
    const body = response.body()
    assert.deepEqual(body, {
      id: body.id,
      productId: id,
      product: 'Campari',
      adjustmentType: 'waste',
      quantityChange: -0.5,
      resultingStock: 5.5,
      reason: 'Fruit fly',
      sourceType: null,
      sourceId: null,
      username: 'sam',
      adjustmentDate: body.adjustmentDate,
    })
    assert.strictEqual(await stockOf(id), 5.5)
    const activity = await db.from('activity_log').where('action', 'adjust').first()
    assert.strictEqual(activity.summary, 'Recorded waste of 0.5 bottles of Campari (Fruit fly)')
  })

  test('a correction may add stock; a count sets it', async ({ client, assert }) => {
    const staff = await createTestUser()
    const id = await createProduct({ stock: 4 })

    const correction = await as(client, staff).post('/api/inventory-adjustments').json({
      productId: id,
      adjustmentType: 'correction',
      quantityChange: '2',
      reason: 'Found a case',
    })
    const count = await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: id, adjustmentType: 'count', countedStock: 3.25 })
    const sameCount = await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: id, adjustmentType: 'count', countedStock: 3.25 })

    correction.assertStatus(201)
    correction.assertBodyContains({ quantityChange: 2, resultingStock: 6 })
    count.assertStatus(201)
    count.assertBodyContains({
      adjustmentType: 'count',
      quantityChange: -2.75,
      resultingStock: 3.25,
    })
    sameCount.assertStatus(201)
    sameCount.assertBodyContains({ quantityChange: 0, resultingStock: 3.25 })
    assert.strictEqual(await stockOf(id), 3.25)
    const ledger = await ledgerOf(id)
    assert.deepEqual(
      ledger.map((row) => row.type),
      ['initial', 'correction', 'count', 'count']
    )
  })

  test('stock may not go below 0', async ({ client, assert }) => {
    const staff = await createTestUser()
    const id = await createProduct({ stock: 1 })

    const response = await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: id, adjustmentType: 'breakage', quantityChange: -1.5, reason: 'Dropped' })

    response.assertStatus(422)
    response.assertBody({
      message: 'Stock cannot go below 0',
      errors: [{ field: 'quantityChange', message: 'Stock cannot go below 0', rule: 'min' }],
    })
    assert.strictEqual(await stockOf(id), 1)
    assert.lengthOf(await ledgerOf(id), 1)
  })

  test('stock may not exceed what the column holds', async ({ client, assert }) => {
    const staff = await createTestUser()
    const id = await createProduct({ stock: 5 })

    const response = await as(client, staff).post('/api/inventory-adjustments').json({
      productId: id,
      adjustmentType: 'correction',
      quantityChange: 999_999_999,
      reason: 'Typo',
    })

    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'quantityChange', message: 'Stock cannot exceed 999,999,999 bottles' }],
    })
    assert.strictEqual(await stockOf(id), 5)
  })

  test('invalid payloads are 422 naming the fields', async ({ client, assert }) => {
    const staff = await createTestUser()
    const id = await createProduct({ stock: 5 })
    const post = (body: object) => as(client, staff).post('/api/inventory-adjustments').json(body)
    const fields = (response: Awaited<ReturnType<typeof post>>) =>
      response.body().errors.map((error: { field: string }) => error.field)

    const empty = await post({})
    empty.assertStatus(422)
    assert.includeMembers(fields(empty), ['productId', 'adjustmentType'])

    const noReason = await post({ productId: id, adjustmentType: 'spill', quantityChange: -1 })
    noReason.assertStatus(422)
    assert.deepEqual(fields(noReason), ['reason'])

    const blankReason = await post({
      productId: id,
      adjustmentType: 'spill',
      quantityChange: -1,
      reason: '   ',
    })
    assert.deepEqual(fields(blankReason), ['reason'])

    const noQuantity = await post({ productId: id, adjustmentType: 'waste', reason: 'x' })
    assert.deepEqual(fields(noQuantity), ['quantityChange'])

    const noCount = await post({ productId: id, adjustmentType: 'count' })
    assert.deepEqual(fields(noCount), ['countedStock'])

    const negativeCount = await post({ productId: id, adjustmentType: 'count', countedStock: -1 })
    assert.deepEqual(fields(negativeCount), ['countedStock'])

    const wrongType = await post({
      productId: id,
      adjustmentType: 'theft',
      quantityChange: -1,
      reason: 'x',
    })
    assert.deepEqual(fields(wrongType), ['adjustmentType'])

    const positiveWaste = await post({
      productId: id,
      adjustmentType: 'waste',
      quantityChange: 2,
      reason: 'x',
    })
    positiveWaste.assertStatus(422)
    assert.deepEqual(fields(positiveWaste), ['quantityChange'])

    const tooPrecise = await post({
      productId: id,
      adjustmentType: 'correction',
      quantityChange: 0.0001,
      reason: 'x',
    })
    assert.deepEqual(fields(tooPrecise), ['quantityChange'])

    const unknownProduct = await post({
      productId: id + 1000,
      adjustmentType: 'count',
      countedStock: 1,
    })
    unknownProduct.assertStatus(422)
    assert.deepEqual(fields(unknownProduct), ['productId'])

    assert.strictEqual(await stockOf(id), 5)
    assert.lengthOf(await ledgerOf(id), 1)
  })
})

test.group('GET /api/inventory-adjustments', (group) => {
  group.each.setup(emptyDatabase)

  test('newest first, filtered by product, date range and limit', async ({ client, assert }) => {
    const staff = await createTestUser()
    const gin = await createProduct({ name: 'Gin', stock: 10 })
    const rum = await createProduct({ name: 'Rum', stock: 5 })
    await db
      .from('inventory_adjustments')
      .where('product_id', gin)
      .update({ adjustment_date: new Date('2024-03-01T12:00:00Z') })
    await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: gin, adjustmentType: 'spill', quantityChange: -1, reason: 'Knocked over' })

    const all = await as(client, staff).get('/api/inventory-adjustments')
    all.assertStatus(200)
    assert.deepEqual(
      all
        .body()
        .map(
          (row: { product: string; adjustmentType: string }) =>
            `${row.product} ${row.adjustmentType}`
        ),
      ['Gin spill', 'Rum initial', 'Gin initial']
    )

    const ginOnly = await as(client, staff).get(`/api/inventory-adjustments?productId=${gin}`)
    assert.deepEqual(
      ginOnly.body().map((row: { adjustmentType: string }) => row.adjustmentType),
      ['spill', 'initial']
    )

    const march = await as(client, staff).get(
      '/api/inventory-adjustments?startDate=2024-03-01&endDate=2024-03-31T23:59:59Z'
    )
    assert.deepEqual(
      march
        .body()
        .map((row: { productId: number; adjustmentDate: string }) => [
          row.productId,
          row.adjustmentDate,
        ]),
      [[gin, '2024-03-01T12:00:00.000Z']]
    )

    const limited = await as(client, staff).get('/api/inventory-adjustments?limit=1')
    assert.lengthOf(limited.body(), 1)
    assert.strictEqual(limited.body()[0].adjustmentType, 'spill')
    assert.strictEqual(rum > 0, true)
  })

  test('bad filters are 422 naming them', async ({ client, assert }) => {
    const staff = await createTestUser()
    const response = await as(client, staff).get(
      '/api/inventory-adjustments?productId=abc&startDate=yesterday&endDate=2024-02-30T99:00&limit=0'
    )
    response.assertStatus(422)
    assert.sameMembers(
      response.body().errors.map((error: { field: string }) => error.field),
      ['productId', 'startDate', 'endDate', 'limit']
    )
  })
})
