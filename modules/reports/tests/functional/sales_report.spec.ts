import { test } from '@japa/runner'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  ledgerRow,
  monthStart,
  recordSales,
  seedProduct,
  seedRecipe,
} from '#modules/reports/tests/helpers'

const MARCH = 'startDate=2024-03-01T00:00:00.000Z&endDate=2024-03-31T23:59:59.999Z'

test.group('GET /api/sales-report', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out: 401; a bad range: 422 with a message', async ({ client, assert }) => {
    const anonymous = await client.get(`/api/sales-report?${MARCH}`)
    anonymous.assertStatus(401)
    const staff = await createTestUser()
    const missing = await client.get('/api/sales-report').loginAs(staff)
    missing.assertStatus(422)
    assert.equal(missing.body().message, 'The startDate field must be defined')
    const reversed = await client
      .get('/api/sales-report?startDate=2024-03-02&endDate=2024-03-01')
      .loginAs(staff)
    reversed.assertStatus(422)
    assert.deepEqual(reversed.body().errors, [
      {
        field: 'endDate',
        message: 'The end date must not be before the start date',
        rule: 'range',
      },
    ])
    const long = await client
      .get('/api/sales-report?startDate=2020-01-01&endDate=2024-01-01')
      .loginAs(staff)
    long.assertStatus(422)
    const tooMany = await client.get(`/api/sales-report?${MARCH}&limit=5000`).loginAs(staff)
    tooMany.assertStatus(422)
  })

  test("SPEC §3's shapes; totals cover the whole range while lines come a page at a time", async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser()
    const vodka = await seedProduct({ name: 'House Vodka', stock: 50 })
    const mule = await seedRecipe('Moscow Mule', [{ productId: vodka, amountInOz: 2 }])
    await recordSales(client, manager, [
      {
        transactionId: 'A',
        recipeId: mule,
        quantity: 2,
        amount: 18,
        saleDate: '2024-03-02T21:00:00Z',
      },
      {
        transactionId: 'B',
        recipeId: mule,
        quantity: 1,
        amount: 9,
        saleDate: '2024-03-15T22:00:00Z',
      },
      {
        transactionId: 'C',
        posItemName: 'Mystery',
        quantity: 1,
        amount: 4.5,
        saleDate: '2024-03-31T23:00:00Z',
      },
      {
        transactionId: 'D',
        recipeId: mule,
        quantity: 5,
        amount: 45,
        saleDate: '2024-04-01T00:00:00Z',
      },
    ])
    await ledgerRow(vodka, -1, 'waste', new Date('2024-03-20T12:00:00Z'))

    const response = await client.get(`/api/sales-report?${MARCH}&limit=2`).loginAs(staff)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.totalSales, '31.50')
    assert.equal(body.totalItems, 4)
    assert.equal(body.salesCount, 3)
    assert.equal(body.adjustmentsCount, 1)
    assert.isTrue(body.truncated)
    assert.equal(body.limit, 2)
    assert.deepEqual(
      body.sales.map((sale: { transactionId: string }) => sale.transactionId),
      ['C', 'B']
    )
    assert.deepEqual(body.sales[1], {
      id: body.sales[1].id,
      transactionId: 'B',
      recipe: { name: 'Moscow Mule' },
      quantity: 1,
      amount: '9.00',
      saleDate: '2024-03-15T22:00:00.000Z',
      source: 'pos',
    })
    assert.isNull(body.sales[0].recipe)
    assert.deepEqual(body.adjustments, [
      {
        id: body.adjustments[0].id,
        product: 'House Vodka',
        adjustmentType: 'waste',
        quantityChange: -1,
        adjustmentDate: '2024-03-20T12:00:00.000Z',
      },
    ])

    const next = await client.get(`/api/sales-report?${MARCH}&limit=2&offset=2`).loginAs(staff)
    assert.deepEqual(
      next.body().sales.map((sale: { transactionId: string }) => sale.transactionId),
      ['A']
    )
    assert.isFalse(next.body().truncated)
    assert.equal(next.body().totalSales, '31.50')
  })

  test('deductions follow the recipes: 2 × 2 oz and a whole bottle is 1 bottle + 4 oz', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vodka = await seedProduct({ name: 'Well Vodka', stock: 10 })
    const mule = await seedRecipe('Mule', [{ productId: vodka, amountInOz: 2 }])
    const bottle = await seedRecipe('Bottle Service', [{ productId: vodka, isWholeBottle: true }])
    const now = new Date()
    await recordSales(client, manager, [
      { transactionId: 'S1', recipeId: mule, quantity: 2, amount: 18, saleDate: now.toISOString() },
      {
        transactionId: 'S2',
        recipeId: bottle,
        quantity: 1,
        amount: 150,
        saleDate: now.toISOString(),
      },
    ])

    /* Deductions are dated when the stock moved: the ledger rows the sales wrote. */
    const range = new URLSearchParams({
      startDate: new Date(now.getTime() - 3_600_000).toISOString(),
      endDate: new Date(now.getTime() + 3_600_000).toISOString(),
    })
    const response = await client.get(`/api/reports/deductions?${range}`).loginAs(manager)
    const [row] = response.body()
    assert.equal(row.product, 'Well Vodka')
    assert.equal(row.bottles, 1)
    assert.closeTo(row.ounces, 4, 0.011)
    assert.equal(row.sizeInOz, 25.36)
  })

  test('top recipes: the 10 best by quantity, ties by revenue then name', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const gin = await seedProduct({ name: 'Gin', stock: 1000 })
    const lines = []
    const names = ['Aviation', 'Bramble', 'Collins', 'Dry Martini', 'Negroni', 'Gimlet']
    const more = ['Last Word', 'Martinez', 'Southside', 'Tuxedo', 'Vesper', 'White Lady']
    let transaction = 0
    for (const [index, name] of [...names, ...more].entries()) {
      const recipe = await seedRecipe(name, [{ productId: gin, amountInOz: 1 }])
      /* Quantities 12 down to 1; Bramble and Collins tie on 11 with different revenue. */
      const quantity = name === 'Collins' ? 11 : 12 - index
      const amount = name === 'Collins' ? 200 : 100
      transaction += 1
      lines.push({
        transactionId: `T${transaction}`,
        recipeId: recipe,
        quantity,
        amount,
        saleDate: '2024-03-05T20:00:00Z',
      })
    }
    await recordSales(client, manager, lines)

    const response = await client.get(`/api/reports/top-recipes?${MARCH}`).loginAs(manager)
    response.assertStatus(200)
    const top = response.body()
    assert.lengthOf(top, 10)
    assert.deepEqual(
      top.slice(0, 3).map((recipe: { name: string }) => recipe.name),
      ['Aviation', 'Collins', 'Bramble']
    )
    assert.deepEqual(top[0], {
      recipeId: top[0].recipeId,
      name: 'Aviation',
      quantity: 12,
      revenue: '100.00',
    })
    assert.notInclude(
      top.map((recipe: { name: string }) => recipe.name),
      'White Lady'
    )

    const days = await client.get(`/api/reports/sales-by-day?${MARCH}`).loginAs(manager)
    assert.deepEqual(days.body(), [{ day: '2024-03-05', quantity: 79, revenue: '1300.00' }])
  })

  test('dashboard Monthly Sales: this month against last, split at the first instant', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const gin = await seedProduct({ name: 'Gin', stock: 100 })
    const tonic = await seedRecipe('Gin & Tonic', [{ productId: gin, amountInOz: 2 }])
    const start = monthStart()
    await recordSales(client, manager, [
      {
        transactionId: 'L1',
        recipeId: tonic,
        quantity: 1,
        amount: 10,
        saleDate: new Date(start.getTime() - 1).toISOString(),
      },
      {
        transactionId: 'L2',
        recipeId: tonic,
        quantity: 1,
        amount: 30,
        saleDate: new Date(start.getTime() - 20 * 86_400_000).toISOString(),
      },
      {
        transactionId: 'N1',
        recipeId: tonic,
        quantity: 2,
        amount: 22.5,
        saleDate: start.toISOString(),
      },
      {
        transactionId: 'R1',
        recipeId: tonic,
        quantity: -1,
        amount: -2.5,
        saleDate: new Date(start.getTime() + 1000).toISOString(),
      },
    ])

    const response = await client.get('/api/dashboard/metrics').loginAs(manager)
    const body = response.body()
    assert.equal(body.monthlySales, '20.00')
    assert.equal(body.previousMonth.monthlySales, '40.00')
  })
})
