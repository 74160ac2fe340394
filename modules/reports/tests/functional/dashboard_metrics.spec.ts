import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
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
