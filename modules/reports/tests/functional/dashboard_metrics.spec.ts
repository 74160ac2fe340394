import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { insertRows } from '#app/database/insert_rows'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  backdateProduct,
  ledgerRow,
  monthStart,
  seedOrders,
  seedProduct,
} from '#modules/reports/tests/helpers'

test.group('GET /api/dashboard/metrics', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out: 401', async ({ client }) => {
    const response = await client.get('/api/dashboard/metrics')
    response.assertStatus(401)
  })

  test('an empty install: zeros everywhere, this month and last', async ({ client, assert }) => {
    const staff = await createTestUser()
    const response = await client.get('/api/dashboard/metrics').loginAs(staff)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      totalItems: 0,
      lowStockCount: 0,
      pendingOrders: 0,
      monthlySales: '0.00',
      outOfStockCount: 0,
      inventoryValue: '0.00',
      unknownCostCount: 0,
      previousMonth: { totalItems: 0, lowStockCount: 0, monthlySales: '0.00' },
    })
  })

  test('counts products, low stock and orders still waiting on the vendor', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    await seedProduct({ stock: 2, reorderLevel: 5, unitCost: 10 })
    await seedProduct({ stock: 12, reorderLevel: 5, unitCost: 20.5 })
    await seedProduct({ stock: 0, reorderLevel: 0, unitCost: 9 })
    await seedOrders(['created', 'sent', 'received', 'cancelled'])

    const response = await client.get('/api/dashboard/metrics').loginAs(staff)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.totalItems, 3)
    assert.equal(body.lowStockCount, 2)
    assert.equal(body.outOfStockCount, 1)
    assert.equal(body.pendingOrders, 2)
    assert.equal(body.inventoryValue, '266.00')
  })

  test('products however far apart their ids: each counted once, the value to the cent', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const before = new Date(monthStart().getTime() - 40 * 24 * 3600 * 1000)
    /* Ids either side of where the figures are summed in steps, and far beyond. */
    const products = [
      { id: 1, stock: 10, cost: '19.99' },
      { id: 4999, stock: 2.5, cost: '33.33' },
      { id: 5000, stock: 10, cost: '0.01' },
      { id: 5001, stock: 3, cost: '7.35' },
      { id: 10000, stock: 10, cost: null },
      { id: 10001, stock: 12, cost: '100.00' },
      { id: 15002, stock: 0, cost: '45.10' },
    ]
    await insertRows(
      db.connection(),
      'products',
      products.map(({ id, stock, cost }) => ({
        id,
        name: `Spaced ${id}`,
        category: 'Vodka',
        case_size: 12,
        current_stock: stock,
        reorder_level: 5,
        unit_cost: cost,
        last_updated: before,
        created_at: before,
        updated_at: before,
      }))
    )
    /* Only 10001 had stock when this month began; the others had no ledger row yet (0, low). */
    await insertRows(db.connection(), 'inventory_adjustments', [
      {
        product_id: 10001,
        adjustment_type: 'initial',
        quantity_change: 9,
        resulting_stock: 9,
        adjustment_date: before,
      },
    ])

    const response = await client.get('/api/dashboard/metrics').loginAs(staff)
    response.assertStatus(200)
    assert.containSubset(response.body(), {
      totalItems: 7,
      lowStockCount: 3,
      outOfStockCount: 1,
      unknownCostCount: 1,
      /* 199.90 + 83.325 + 0.10 + 22.05 + 1,200.00 = 1,505.375 → 1,505.38 */
      inventoryValue: '1505.38',
      previousMonth: { totalItems: 7, lowStockCount: 6 },
    })
  })

  test('last month is the stock as it stood when this month began', async ({ client, assert }) => {
    const staff = await createTestUser()
    const start = monthStart()
    const lastMonth = new Date(start.getTime() - 10 * 24 * 3600 * 1000)

    /* Full last month, low since a sale at the very first instant of this month. */
    const drained = await seedProduct({ stock: 8, reorderLevel: 5 })
    await backdateProduct(drained, lastMonth)
    await ledgerRow(drained, -6, 'sale', start)
    /* Low last month (its last row before the month began), refilled since. */
    const refilled = await seedProduct({ stock: 1, reorderLevel: 5 })
    await backdateProduct(refilled, lastMonth)
    await ledgerRow(refilled, 2, 'correction', new Date(start.getTime() - 1))
    await ledgerRow(refilled, 20, 'receiving', new Date(start.getTime() + 1000))
    /* Made this month: not part of last month's figures. */
    await seedProduct({ stock: 0 })
    /* Archived before this month: gone from both. */
    const archived = await seedProduct({ stock: 3 })
    await backdateProduct(archived, lastMonth)
    await db
      .from('products')
      .where('id', archived)
      .update({ archived_at: new Date(start.getTime() - 1000) })

    const response = await client.get('/api/dashboard/metrics').loginAs(staff)
    const body = response.body()
    assert.equal(body.totalItems, 3)
    assert.equal(body.lowStockCount, 2)
    assert.deepEqual(body.previousMonth, { totalItems: 2, lowStockCount: 1, monthlySales: '0.00' })

    /* Archived before the month began after all: last month's figures follow the write. */
    await db
      .from('products')
      .where('id', refilled)
      .update({ archived_at: new Date(start.getTime() - 1000) })
    const again = await client.get('/api/dashboard/metrics').loginAs(staff)
    assert.deepEqual(again.body().previousMonth, {
      totalItems: 1,
      lowStockCount: 0,
      monthlySales: '0.00',
    })
  })
})
