import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  listSales,
  POS_DATA_TABLE,
  salesByDay,
  salesTotals,
  topRecipes,
} from '#modules/integrations/server/index'
import { seedProduct, seedRecipe, stockOf, ledgerSum } from '#modules/integrations/tests/helpers'

async function margaritaBar() {
  const tequila = await seedProduct({ name: 'Tequila', stock: 10 })
  const cointreau = await seedProduct({ name: 'Cointreau', stock: 5, sizeInOz: null })
  const bubbly = await seedProduct({ name: 'Prosecco', stock: 6 })
  const margarita = await seedRecipe('Margarita', [
    { productId: tequila, amountInOz: 2 },
    { productId: cointreau, amountInOz: 1 },
  ])
  const bottle = await seedRecipe('Bottle of Prosecco', [
    { productId: bubbly, isWholeBottle: true },
  ])
  return { tequila, cointreau, bubbly, margarita, bottle }
}

test.group('POS data API: who may use it', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401, staff may read but not record', async ({ client }) => {
    const line = {
      transactionId: 'T1',
      posItemName: 'Beer',
      quantity: 1,
      amount: 5,
      saleDate: '2026-10-08T20:00:00Z',
    }
    const staff = await createTestUser({ role: 'staff' })
    const answers = [
      [await client.get('/api/pos-data'), 401],
      [await client.post('/api/pos-data').json(line).withCsrfToken(), 401],
      [await client.get('/api/pos-data').loginAs(staff), 200],
      [await client.post('/api/pos-data').json(line).loginAs(staff).withCsrfToken(), 403],
    ] as const
    for (const [response, status] of answers) response.assertStatus(status)
  })
})

test.group('POS data API: recording sales', (group) => {
  group.each.setup(emptyDatabase)

  test('invalid lines are a 422 naming the field', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const single = await client
      .post('/api/pos-data')
      .json({ transactionId: 'T1', quantity: 'two', amount: 5, saleDate: 'yesterday' })
      .loginAs(manager)
      .withCsrfToken()
    single.assertStatus(422)
    const fields = single.body().errors.map((error: { field: string }) => error.field)
    assert.includeMembers(fields, ['quantity', 'saleDate'])

    const unknownRecipe = await client
      .post('/api/pos-data')
      .json([
        { transactionId: 'T1', recipeId: 999999, quantity: 1, amount: 5, saleDate: '2026-10-08' },
      ])
      .loginAs(manager)
      .withCsrfToken()
    unknownRecipe.assertStatus(422)
    assert.equal(unknownRecipe.body().errors[0].field, 'lines.0.recipeId')
    assert.equal(unknownRecipe.body().errors[0].message, 'Recipe not found')
    assert.lengthOf(await db.from(POS_DATA_TABLE).select('id'), 0)
  })

  test('a sale depletes stock by ounces, default size and whole bottles; a refund puts it back', async ({
    client,
    assert,
  }) => {
    const bar = await margaritaBar()
    const manager = await createTestUser({ role: 'manager' })
    const sale = await client
      .post('/api/pos-data')
      .json([
        {
          transactionId: 'T1',
          recipeId: bar.margarita,
          quantity: 2,
          amount: '24.00',
          saleDate: '2026-10-08T21:00:00Z',
        },
        {
          transactionId: 'T1',
          recipeId: bar.bottle,
          quantity: 1,
          amount: 40,
          saleDate: '2026-10-08T21:00:00Z',
        },
      ])
      .loginAs(manager)
      .withCsrfToken()
    sale.assertStatus(201)
    sale.assertBody({ created: 2, duplicates: 0, unmapped: 0 })
    /* 2 × 2 oz of a 25.36 oz bottle; Cointreau has no size: 25.36 assumed. */
    assert.equal(await stockOf(bar.tequila), 9.842)
    assert.equal(await stockOf(bar.cointreau), 4.921)
    assert.equal(await stockOf(bar.bubbly), 5)

    const refund = await client
      .post('/api/pos-data')
      .json({
        transactionId: 'R1',
        recipeId: bar.margarita,
        quantity: 1,
        amount: 12,
        isRefund: true,
        saleDate: '2026-10-08T22:00:00Z',
      })
      .loginAs(manager)
      .withCsrfToken()
    refund.assertStatus(201)
    assert.equal(await stockOf(bar.tequila), 9.921)
    for (const id of [bar.tequila, bar.cointreau, bar.bubbly]) {
      assert.equal(await stockOf(id), await ledgerSum(id))
    }

    const list = await client.get('/api/pos-data?limit=2').loginAs(manager)
    list.assertStatus(200)
    assert.lengthOf(list.body(), 2)
    assert.equal(list.body()[0].transactionId, 'R1')
    assert.deepEqual(list.body()[0].recipe, { name: 'Margarita' })
    assert.equal(list.body()[0].quantity, -1)
    assert.equal(list.body()[0].amount, '-12.00')

    const totals = await salesTotals({
      start: new Date('2026-10-08T00:00:00Z'),
      end: new Date('2026-10-09T23:59:59Z'),
    })
    assert.deepEqual(totals, { totalSales: '52.00', totalItems: 2, lineCount: 3 })
  })

  test('the same lines sent twice are recorded once', async ({ client, assert }) => {
    const bar = await margaritaBar()
    const manager = await createTestUser({ role: 'manager' })
    const lines = [
      {
        transactionId: 'T9',
        recipeId: bar.margarita,
        quantity: 1,
        amount: 12,
        saleDate: '2026-10-08T21:00:00Z',
      },
      {
        transactionId: 'T9',
        recipeId: bar.margarita,
        quantity: 1,
        amount: 12,
        saleDate: '2026-10-08T21:00:00Z',
      },
    ]
    const first = await client.post('/api/pos-data').json(lines).loginAs(manager).withCsrfToken()
    first.assertBody({ created: 2, duplicates: 0, unmapped: 0 })
    const again = await client.post('/api/pos-data').json(lines).loginAs(manager).withCsrfToken()
    again.assertStatus(200)
    again.assertBody({ created: 0, duplicates: 2, unmapped: 0 })
    assert.equal(await stockOf(bar.tequila), 9.842)
  })

  test('sales never refuse negative stock', async ({ client, assert }) => {
    const empty = await seedProduct({ name: 'Empty Gin' })
    const recipe = await seedRecipe('Gin Shot', [{ productId: empty, amountInOz: 1.5 }])
    const manager = await createTestUser({ role: 'manager' })
    const response = await client
      .post('/api/pos-data')
      .json({
        transactionId: 'N1',
        recipeId: recipe,
        quantity: 1,
        amount: 7,
        saleDate: '2026-10-08T21:00:00Z',
      })
      .loginAs(manager)
      .withCsrfToken()
    response.assertStatus(201)
    assert.equal(await stockOf(empty), -0.059)
  })
})

test.group('Sales reads for reports', (group) => {
  group.each.setup(emptyDatabase)

  test('totals, days and top recipes agree whether a day is read whole or in part', async ({
    client,
    assert,
  }) => {
    const bar = await margaritaBar()
    const manager = await createTestUser({ role: 'manager' })
    /* Closeout at 4 am UTC: 02:00 on the 9th belongs to the 8th. */
    const lines = [
      {
        transactionId: 'A',
        recipeId: bar.margarita,
        quantity: 2,
        amount: 24,
        saleDate: '2026-10-07T20:00:00Z',
      },
      {
        transactionId: 'B',
        recipeId: bar.margarita,
        quantity: 1,
        amount: 12,
        saleDate: '2026-10-08T05:00:00Z',
      },
      {
        transactionId: 'C',
        recipeId: bar.bottle,
        quantity: 1,
        amount: 40,
        saleDate: '2026-10-09T02:00:00Z',
      },
      {
        transactionId: 'D',
        recipeId: bar.bottle,
        quantity: 2,
        amount: 80,
        saleDate: '2026-10-10T12:00:00Z',
      },
      {
        transactionId: 'E',
        posItemName: 'Mystery Shot',
        quantity: 1,
        amount: 6,
        saleDate: '2026-10-10T13:00:00Z',
      },
    ]
    const recorded = await client.post('/api/pos-data').json(lines).loginAs(manager).withCsrfToken()
    recorded.assertStatus(201)

    const everything = {
      start: new Date('2026-10-07T04:00:00Z'),
      end: new Date('2026-10-11T03:59:59.999Z'),
    }
    assert.deepEqual(await salesTotals(everything), {
      totalSales: '162.00',
      totalItems: 7,
      lineCount: 5,
    })
    assert.deepEqual(await salesByDay(everything), [
      { day: '2026-10-07', quantity: 2, revenue: '24.00' },
      { day: '2026-10-08', quantity: 2, revenue: '52.00' },
      { day: '2026-10-10', quantity: 3, revenue: '86.00' },
    ])
    assert.deepEqual(await topRecipes(everything, 10), [
      { recipeId: bar.bottle, name: 'Bottle of Prosecco', quantity: 3, revenue: '120.00' },
      { recipeId: bar.margarita, name: 'Margarita', quantity: 3, revenue: '36.00' },
    ])

    /* Partial edges: from 03:00 on the 8th (still the 7th) to noon on the 10th. */
    const partial = {
      start: new Date('2026-10-08T03:00:00Z'),
      end: new Date('2026-10-10T12:00:00Z'),
    }
    assert.deepEqual(await salesTotals(partial), {
      totalSales: '132.00',
      totalItems: 4,
      lineCount: 3,
    })
    assert.deepEqual(await salesByDay(partial), [
      { day: '2026-10-08', quantity: 2, revenue: '52.00' },
      { day: '2026-10-10', quantity: 2, revenue: '80.00' },
    ])
    const sales = await listSales(partial, { limit: 2, offset: 0 })
    assert.deepEqual(
      sales.map((sale) => [
        sale.transactionId,
        sale.recipe?.name ?? null,
        sale.amount,
        sale.saleDate,
      ]),
      [
        ['D', 'Bottle of Prosecco', '80.00', '2026-10-10T12:00:00.000Z'],
        ['C', 'Bottle of Prosecco', '40.00', '2026-10-09T02:00:00.000Z'],
      ]
    )
    assert.deepEqual(await listSales(partial, { limit: 5, offset: 3 }), [])
  })
})
