import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { StockLedger } from '#modules/inventory/server/index'
import {
  areaIds,
  openCount,
  restoreDefaultAreas,
  seedProduct,
  sendLines,
  stockOf,
} from '#modules/counts/tests/helpers'

test.group('count review and recounts', (group) => {
  group.each.setup(async () => {
    const cleanup = await emptyDatabase()
    await restoreDefaultAreas()
    return cleanup
  })

  test('negative stock from sales is flagged at review', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const product = await seedProduct({ name: 'Tonic', stock: 1 })
    /* Sales deplete below zero when the POS sells what was never counted in. */
    await StockLedger.transaction((trx) =>
      StockLedger.apply(trx, [{ productId: product, change: -3, type: 'sale' }], {
        allowNegative: true,
      })
    )
    const id = await openCount(client, manager)
    await sendLines(client, manager, id, { clientId: 'n1', productId: product, fullBottles: 4 })

    const review = await client.get(`/api/count-sessions/${id}/review`).loginAs(manager)
    review.assertBodyContains({
      products: [{ productId: product, expected: -2, counted: 4, negativeStock: true }],
    })
    await client
      .post(`/api/count-sessions/${id}/finalize`)
      .json({})
      .loginAs(manager)
      .withCsrfToken()
    assert.strictEqual(await stockOf(product), 4)
  })

  test("a manager asks for a recount; the counter's recount settles it", async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser({ role: 'staff', username: 'rita' })
    const product = await seedProduct({ name: 'Chartreuse', stock: 2 })
    const areas = await areaIds()
    const id = await openCount(client, manager)
    const first = await sendLines(client, staff, id, {
      clientId: 'q1',
      productId: product,
      areaId: areas.Bar,
      fullBottles: 9,
    })

    const byStaff = await client
      .post(`/api/count-sessions/${id}/recounts`)
      .json({ lineId: first.body().id })
      .loginAs(staff)
      .withCsrfToken()
    byStaff.assertStatus(403)
    const asked = await client
      .post(`/api/count-sessions/${id}/recounts`)
      .json({ lineId: first.body().id, note: 'Nine looks high' })
      .loginAs(manager)
      .withCsrfToken()
    asked.assertStatus(201)
    asked.assertBodyContains({
      products: [{ productId: product, recountRequested: true }],
      recountRequests: [{ lineId: first.body().id, counter: 'rita', note: 'Nine looks high' }],
    })
    const detail = await client.get(`/api/count-sessions/${id}`).loginAs(staff)
    assert.isTrue(detail.body().lines[0].recountRequested)

    await sendLines(client, staff, id, {
      clientId: 'q2',
      productId: product,
      areaId: areas.Bar,
      fullBottles: 2,
    })
    const settled = await client.get(`/api/count-sessions/${id}/review`).loginAs(manager)
    assert.deepEqual(settled.body().recountRequests, [])
    assert.include(settled.body().products[0], { counted: 2, recountRequested: false })

    const otherSession = await openCount(client, manager)
    const foreign = await client
      .post(`/api/count-sessions/${otherSession}/recounts`)
      .json({ lineId: first.body().id })
      .loginAs(manager)
      .withCsrfToken()
    foreign.assertStatus(422)
  })
})

/* Real concurrent requests against the running server (no global transaction). */
test.group('counting at the same time', (group) => {
  group.each.setup(async () => {
    const cleanup = await emptyDatabase()
    await restoreDefaultAreas()
    return cleanup
  })

  test('the same line sent twice at once is stored once', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser()
    const product = await seedProduct()
    const id = await openCount(client, manager)
    const line = { clientId: 'twice-at-once', productId: product, fullBottles: 3 }

    const answers = await Promise.all([
      sendLines(client, staff, id, line),
      sendLines(client, staff, id, [line]),
      sendLines(client, staff, id, line),
    ])
    for (const answer of answers) assert.oneOf(answer.status(), [200, 201])
    const stored = await db.from('count_lines').where('client_id', 'twice-at-once')
    assert.lengthOf(stored, 1)
  })

  test('two finalizes at once: one writes the stock, the other is a 409', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const product = await seedProduct({ stock: 7 })
    const id = await openCount(client, manager)
    await sendLines(client, manager, id, { clientId: 'ff1', productId: product, fullBottles: 5 })

    const answers = await Promise.all(
      [1, 2].map(() =>
        client.post(`/api/count-sessions/${id}/finalize`).json({}).loginAs(manager).withCsrfToken()
      )
    )
    assert.sameMembers(
      answers.map((answer) => answer.status()),
      [200, 409]
    )
    assert.strictEqual(await stockOf(product), 5)
    const rows = await db.from('inventory_adjustments').where('source_type', 'count_session')
    assert.lengthOf(rows, 1)
  })
})
