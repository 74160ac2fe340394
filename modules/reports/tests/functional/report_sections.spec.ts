import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { insertRows } from '#app/database/insert_rows'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { ledgerRow, seedProduct } from '#modules/reports/tests/helpers'

const RANGE = 'startDate=2024-03-01T00:00:00.000Z&endDate=2024-03-31T23:59:59.999Z'

test.group('Report sections', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out: 401 on every section', async ({ client }) => {
    for (const path of [
      '/api/reports/summary',
      '/api/reports/low-stock',
      '/api/reports/inventory-by-category',
      `/api/reports/deductions?${RANGE}`,
      `/api/reports/sales-by-day?${RANGE}`,
      `/api/reports/top-recipes?${RANGE}`,
      `/api/sales-report?${RANGE}`,
      '/api/dashboard/metrics',
    ]) {
      const response = await client.get(path)
      response.assertStatus(401)
    }
  })

  test('every role may read every report (reports change nothing)', async ({ client }) => {
    for (const role of ['staff', 'manager', 'admin'] as const) {
      const user = await createTestUser({ role })
      for (const path of [
        '/api/dashboard/metrics',
        `/api/sales-report?${RANGE}`,
        '/api/reports/summary',
        '/api/reports/low-stock',
        '/api/reports/inventory-by-category',
        `/api/reports/sales-by-day?${RANGE}`,
        `/api/reports/top-recipes?${RANGE}`,
        `/api/reports/deductions?${RANGE}`,
        `/api/reports/export?${RANGE}`,
      ]) {
        const response = await client.get(path).loginAs(user)
        response.assertStatus(200)
      }
    }
  })

  test('low stock lists the emptiest first with the full count', async ({ client, assert }) => {
    const staff = await createTestUser()
    await seedProduct({ name: 'Gin A', category: 'Gin', stock: 4, reorderLevel: 5 })
    await seedProduct({ name: 'Rum B', category: 'Rum', stock: 0, reorderLevel: 6 })
    await seedProduct({ name: 'Vodka C', stock: 30, reorderLevel: 5 })
    const archived = await seedProduct({ name: 'Archived D', stock: 0, reorderLevel: 5 })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const response = await client.get('/api/reports/low-stock').loginAs(staff)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.count, 2)
    assert.deepEqual(
      body.products.map((product: { name: string; currentStock: number }) => [
        product.name,
        product.currentStock,
      ]),
      [
        ['Rum B', 0],
        ['Gin A', 4],
      ]
    )
  })

  test('inventory value by category is stock × unit cost, largest first', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    await seedProduct({ category: 'Gin', stock: 3, unitCost: 19.99 })
    await seedProduct({ category: 'Gin', stock: 1.5, unitCost: 10.1 })
    await seedProduct({ category: 'Rum', stock: 10, unitCost: 12.5 })

    const response = await client.get('/api/reports/inventory-by-category').loginAs(staff)
    response.assertStatus(200)
    assert.deepEqual(response.body(), [
      { category: 'Rum', productCount: 1, totalStock: 10, value: '125.00', unknownCostCount: 0 },
      { category: 'Gin', productCount: 2, totalStock: 4.5, value: '75.12', unknownCostCount: 0 },
    ])
  })

  test('low stock and value by category over products however far apart their ids', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const now = new Date()
    const product = (id: number, fields: Record<string, unknown>) => ({
      id,
      name: `Spaced ${String(id).padStart(5, '0')}`,
      category: 'Vodka',
      case_size: 12,
      current_stock: 0,
      reorder_level: 0,
      unit_cost: null,
      last_updated: now,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    /* 150 low-stock products, half by the first ids and half 7,000 further on, their shortfalls interleaved. */
    const low = Array.from({ length: 150 }, (_, index) => {
      const id = index < 75 ? index + 1 : 7000 + index
      const shortfall = (index % 75) * 2 + (index < 75 ? 0 : 1) + 1
      return product(id, { reorder_level: shortfall })
    })
    await insertRows(db.connection(), 'products', [
      ...low,
      product(100, { category: 'Gin', current_stock: 3, reorder_level: 1, unit_cost: 19.99 }),
      product(12000, { category: 'Gin', current_stock: 1.5, reorder_level: 1, unit_cost: 10.1 }),
    ])

    const lowStock = await client.get('/api/reports/low-stock').loginAs(staff)
    lowStock.assertStatus(200)
    assert.equal(lowStock.body().count, 150)
    assert.deepEqual(
      lowStock.body().products.map((entry: { reorderLevel: number }) => entry.reorderLevel),
      Array.from({ length: 100 }, (_, index) => 150 - index)
    )

    const byCategory = await client.get('/api/reports/inventory-by-category').loginAs(staff)
    assert.deepEqual(byCategory.body(), [
      { category: 'Gin', productCount: 2, totalStock: 4.5, value: '75.12', unknownCostCount: 0 },
      { category: 'Vodka', productCount: 150, totalStock: 0, value: '0.00', unknownCostCount: 150 },
    ])
  })

  test('a product of unknown cost counts as $0.00 in every valuation, and is counted', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    await seedProduct({ category: 'Gin', stock: 3, unitCost: 19.99 })
    await seedProduct({ category: 'Gin', stock: 4, unitCost: null })

    const byCategory = await client.get('/api/reports/inventory-by-category').loginAs(staff)
    byCategory.assertStatus(200)
    assert.deepEqual(byCategory.body(), [
      { category: 'Gin', productCount: 2, totalStock: 7, value: '59.97', unknownCostCount: 1 },
    ])
    for (const path of ['/api/reports/summary', '/api/dashboard/metrics']) {
      const response = await client.get(path).loginAs(staff)
      response.assertStatus(200)
      assert.containSubset(response.body(), { inventoryValue: '59.97', unknownCostCount: 1 })
    }
    const exported = await client.get(`/api/reports/export?${RANGE}`).loginAs(staff)
    exported.assertStatus(200)
  })

  test('deductions: sales in the range as bottles plus ounces, refunds netted', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const vodka = await seedProduct({ name: 'Vodka 750', stock: 20, size: '750ml' })
    const mystery = await seedProduct({ name: 'Mystery', stock: 20, size: null })
    const inRange = new Date('2024-03-10T12:00:00Z')
    await ledgerRow(vodka, -2, 'sale', inRange)
    await ledgerRow(vodka, -0.75, 'sale', new Date('2024-03-31T23:59:59.000Z'))
    await ledgerRow(vodka, 0.25, 'sale', inRange)
    await ledgerRow(vodka, -5, 'sale', new Date('2024-04-01T00:00:00Z'))
    await ledgerRow(vodka, -1, 'waste', inRange)
    await ledgerRow(mystery, -0.5, 'sale', new Date('2024-03-01T00:00:00Z'))

    const response = await client.get(`/api/reports/deductions?${RANGE}`).loginAs(staff)
    response.assertStatus(200)
    assert.deepEqual(response.body(), [
      {
        productId: vodka,
        product: 'Vodka 750',
        category: 'Vodka',
        size: '750ml',
        bottlesUsed: 2.5,
        bottles: 2,
        ounces: 12.68,
        totalOunces: 63.4,
        sizeInOz: 25.36,
      },
      {
        productId: mystery,
        product: 'Mystery',
        category: 'Vodka',
        size: null,
        bottlesUsed: 0.5,
        bottles: 0,
        ounces: 12.68,
        totalOunces: 12.68,
        sizeInOz: 25.36,
      },
    ])
  })

  test('a missing, malformed, reversed or too long range is a 422 with a message', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const cases: Array<[string, string, string]> = [
      ['', 'startDate', 'The startDate field must be defined'],
      ['startDate=2024-01-01', 'endDate', 'The endDate field must be defined'],
      [
        'startDate=yesterday&endDate=2024-01-01',
        'startDate',
        'The startDate field format is invalid',
      ],
      [
        'startDate=2024-02-30&endDate=2024-03-01',
        'startDate',
        'The startDate field must be a valid ISO date',
      ],
      [
        'startDate=2024-02-01&endDate=2024-01-01',
        'endDate',
        'The end date must not be before the start date',
      ],
      [
        'startDate=2023-01-01&endDate=2024-06-01',
        'endDate',
        'The range may cover at most 366 days',
      ],
    ]
    for (const [query, field, message] of cases) {
      const response = await client.get(`/api/reports/deductions?${query}`).loginAs(staff)
      response.assertStatus(422)
      assert.equal(response.body().message, message, query)
      assert.equal(response.body().errors[0].field, field, query)
    }
    const offset = await client
      .get('/api/reports/deductions?startDate=2024-01-01T00:00:00+02:00&endDate=2024-01-31')
      .loginAs(staff)
    offset.assertStatus(200)
    const year = await client
      .get('/api/reports/deductions?startDate=2024-01-01T00:00:00Z&endDate=2024-12-31T23:59:59Z')
      .loginAs(staff)
    year.assertStatus(200)
  })
})
