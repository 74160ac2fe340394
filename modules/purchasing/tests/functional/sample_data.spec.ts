import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { modules } from '#start/modules'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { toCents } from '#shared/money'
import { itemTotalCents } from '#modules/purchasing/shared/order_totals'
import { as } from '#tests/helpers/as'

/* Loads the demo rows of purchasing and the modules it stands on, in one transaction, as the kernel does. */
async function loadDemo(userId: string) {
  await db.transaction(async (trx) => {
    for (const name of ['vendors', 'inventory', 'purchasing']) {
      const manifest = modules.find((candidate) => candidate.name === name)!
      const { default: load } = await manifest.sampleData!()
      await load(trx, { userId })
    }
  })
}

interface Order {
  id: number
  orderNumber: string
  status: string
  totalAmount: string
  vendor: { name: string } | null
  items: Array<{
    cases: number
    quantity: number
    unitCost: string
    caseCost: string | null
    totalCost: string
  }>
}

test.group('Purchasing sample data', (group) => {
  group.each.setup(emptyDatabase)

  test('created, sent and received orders with consistent totals', async ({ client, assert }) => {
    const admin = await createTestUser({ role: 'admin' })
    await loadDemo(admin.id)

    const list = await as(client, admin).get('/api/purchase-orders')
    const orders = list.body() as Order[]
    assert.sameMembers(
      [...new Set(orders.map((order) => order.status))],
      ['created', 'sent', 'received']
    )
    assert.isAtLeast(orders.length, 6)
    assert.lengthOf(new Set(orders.map((order) => order.orderNumber)), orders.length)

    for (const { id } of orders) {
      const detail = await as(client, admin).get(`/api/purchase-orders/${id}`)
      const order = detail.body() as Order
      assert.isNotNull(order.vendor)
      assert.isAtLeast(order.items.length, 1)
      let sum = 0
      for (const item of order.items) {
        assert.isAbove(item.cases + item.quantity, 0)
        assert.equal(toCents(item.totalCost), itemTotalCents(item))
        sum += toCents(item.totalCost)
      }
      assert.equal(toCents(order.totalAmount), sum, order.orderNumber)
    }
  })
})
