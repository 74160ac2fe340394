import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { modules } from '#start/modules'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { salesByDay, topRecipes } from '#modules/integrations/server/index'

/* Every module's demo rows in dependency order, in one transaction, as the kernel loads them. */
async function loadDemo(userId: string) {
  await db.transaction(async (trx) => {
    for (const manifest of modules) {
      if (!manifest.sampleData) continue
      const { default: load } = await manifest.sampleData()
      await load(trx, { userId })
    }
  })
}

test.group('Integrations sample data', (group) => {
  group.each.setup(emptyDatabase)

  test('three weeks of sales of the sample cocktails deplete stock and fill the rollup', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    await loadDemo(admin.id)

    const end = new Date()
    const start = new Date(end.getTime() - 30 * 86_400_000)
    const days = await salesByDay({ start, end })
    assert.isAtLeast(days.length, 20)
    const top = await topRecipes({ start, end }, 3)
    assert.lengthOf(top, 3)
    assert.isAtLeast(top[0].quantity, top[1].quantity)
    assert.isAtLeast(top[1].quantity, top[2].quantity)
    assert.isAbove(top[2].quantity, 10)

    const sales = await client.get('/api/pos-data?limit=5').loginAs(admin)
    assert.lengthOf(sales.body(), 5)
    const queue = await client.get('/api/pos-item-mappings/unmapped').loginAs(admin)
    assert.sameMembers(
      queue.body().map((item: { posItemName: string }) => item.posItemName),
      ['House Shot', 'Draft IPA']
    )
    /* Depletion went through the ledger: every product's stock is its ledger sum. */
    const mismatched = await db.rawQuery(
      `SELECT p.id FROM products p
        LEFT JOIN (SELECT product_id, SUM(quantity_change) AS total FROM inventory_adjustments GROUP BY product_id) l
          ON l.product_id = p.id
        WHERE ABS(p.current_stock - COALESCE(l.total, 0)) > 0.0005`
    )
    const rows = Array.isArray(mismatched[0]) ? mismatched[0] : mismatched
    assert.lengthOf(rows, 0)
    const [{ count }] = await db
      .from('inventory_adjustments')
      .where('adjustment_type', 'sale')
      .count('* as count')
    assert.isAbove(Number(count), 300)
  })
})
