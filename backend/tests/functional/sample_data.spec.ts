import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'

/** One call to /api/sample-data as `user` (mutations carry the CSRF token). */
async function demo(client: any, user: unknown, method: 'get' | 'post' | 'delete') {
  const request = client[method]('/api/sample-data').loginAs(user)
  return method === 'get' ? request : request.withCsrfToken()
}

async function count(table: string) {
  const [row] = await db.from(table).count('* as total')
  return Number(row.total)
}

test.group('Demo bar: load and remove from the app', (group) => {
  group.each.setup(emptyDatabase)

  test('only an admin may see, load or remove it', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const status = await demo(client, manager, 'get')
    status.assertStatus(403)
    const load = await demo(client, manager, 'post')
    load.assertStatus(403)
    const remove = await demo(client, manager, 'delete')
    remove.assertStatus(403)
  })

  test('an admin loads the demo bar, removes it, and keeps what was entered by hand', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    const mine = await client
      .post('/api/products')
      .json({ name: 'House Orgeat', category: 'Mixers', unitCost: 4 })
      .loginAs(admin)
      .withCsrfToken()
    mine.assertStatus(201)

    const before = await demo(client, admin, 'get')
    before.assertBody({ loaded: false, removable: false })
    const load = await demo(client, admin, 'post')
    load.assertStatus(201)
    const loaded = await demo(client, admin, 'get')
    loaded.assertBody({ loaded: true, removable: true })
    assert.isAbove(await count('products'), 50)
    assert.isAbove(await count('recipes'), 0)
    assert.isAbove(await count('purchase_orders'), 0)

    const removed = await demo(client, admin, 'delete')
    removed.assertStatus(200)
    const products = await db.from('products').select('name')
    assert.deepEqual(
      products.map((product) => product.name),
      ['House Orgeat']
    )
    for (const table of ['vendors', 'recipes', 'recipe_ingredients', 'purchase_orders']) {
      assert.strictEqual(await count(table), 0, table)
    }
    const ledger = await db.from('inventory_adjustments').select('product_id')
    assert.isTrue(ledger.every((row) => Number(row.product_id) === mine.body().id))
    const afterRemoval = await demo(client, admin, 'get')
    afterRemoval.assertBody({
      loaded: false,
      removable: false,
    })

    /* It can be loaded again, and removing twice is a 409. */
    const reload = await demo(client, admin, 'post')
    reload.assertStatus(201)
    const removeAgain = await demo(client, admin, 'delete')
    removeAgain.assertStatus(200)
    const again = await demo(client, admin, 'delete')
    again.assertStatus(409)
    again.assertBody({ message: 'No demo bar is loaded' })
  })

  test('a demo product used since then stops the removal; nothing is deleted', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    const load = await demo(client, admin, 'post')
    load.assertStatus(201)
    const product = await db.from('products').orderBy('id').first()
    const counted = await client
      .post('/api/inventory-adjustments')
      .json({ productId: product.id, adjustmentType: 'waste', quantityChange: -1, reason: 'Broke' })
      .loginAs(admin)
      .withCsrfToken()
    counted.assertStatus(201)
    const products = await count('products')

    const response = await demo(client, admin, 'delete')

    response.assertStatus(409)
    assert.match(response.body().message, /used by records entered since \(.*products.*\)/)
    assert.strictEqual(await count('products'), products)
    const stillLoaded = await demo(client, admin, 'get')
    stillLoaded.assertBody({
      loaded: true,
      removable: true,
    })
  })
})
