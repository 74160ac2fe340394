import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { modules } from '#start/modules'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { as } from '#modules/receiving/tests/helpers/fixtures'

/* Loads every module's demo rows in dependency order, in one transaction, as the kernel does. */
async function loadDemo(userId: string) {
  await db.transaction(async (trx) => {
    for (const manifest of modules) {
      if (!manifest.sampleData) continue
      const { default: load } = await manifest.sampleData()
      await load(trx, { userId })
    }
  })
}

test.group('Receiving sample data', (group) => {
  group.each.setup(emptyDatabase)

  test('every sample received order has a real receipt whose stock went through the ledger', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    await loadDemo(admin.id)

    const list = await as(client, admin, 'get', '/api/purchase-orders?status=received')
    const received = list.body() as Array<{ id: number }>
    assert.isAtLeast(received.length, 1)
    for (const order of received) {
      const answer = await as(client, admin, 'get', `/api/purchase-orders/${order.id}/receipt`)
      answer.assertStatus(200)
      const receipt = answer.body()
      assert.isTrue(receipt.isComplete)
      assert.isAtLeast(receipt.items.length, 1)
      const ledger = await db
        .from(ADJUSTMENTS_TABLE)
        .where('source_type', 'receipt')
        .where('source_id', String(receipt.id))
        .sum('quantity_change as total')
        .first()
      const expected = receipt.items.reduce(
        (sum: number, item: { receivedQuantity: number }) => sum + item.receivedQuantity,
        0
      )
      assert.equal(Number(ledger.total), expected)
    }

    /* Stock still equals the sum of each product's ledger rows. */
    const drift = await db
      .from(PRODUCTS_TABLE)
      .leftJoin(ADJUSTMENTS_TABLE, `${ADJUSTMENTS_TABLE}.product_id`, `${PRODUCTS_TABLE}.id`)
      .groupBy(`${PRODUCTS_TABLE}.id`, `${PRODUCTS_TABLE}.current_stock`)
      .havingRaw(
        `ROUND(${PRODUCTS_TABLE}.current_stock - COALESCE(SUM(${ADJUSTMENTS_TABLE}.quantity_change), 0), 3) <> 0`
      )
      .select(`${PRODUCTS_TABLE}.id`)
    assert.lengthOf(drift, 0)
  })
})
