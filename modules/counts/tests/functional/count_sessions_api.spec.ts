import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  areaIds,
  assertStockMatchesLedger,
  ledgerOf,
  openCount,
  restoreDefaultAreas,
  seedProduct,
  sendLines,
  stockOf,
} from '#modules/counts/tests/helpers'

test.group('count sessions: lifecycle and roles', (group) => {
  group.each.setup(async () => {
    const cleanup = await emptyDatabase()
    await restoreDefaultAreas()
    return cleanup
  })

  test('signed out 401; staff may not open or finalize a session (403)', async ({ client }) => {
    const staff = await createTestUser({ role: 'staff' })
    const signedOut = await client.get('/api/count-sessions')
    signedOut.assertStatus(401)
    const open = await client.post('/api/count-sessions').json({}).loginAs(staff).withCsrfToken()
    open.assertStatus(403)
    open.assertBody({ message: 'This action needs the manager role' })

    const manager = await createTestUser({ role: 'manager' })
    const id = await openCount(client, manager)
    const finalize = await client
      .post(`/api/count-sessions/${id}/finalize`)
      .json({})
      .loginAs(staff)
      .withCsrfToken()
    finalize.assertStatus(403)
    const review = await client.get(`/api/count-sessions/${id}/review`).loginAs(staff)
    review.assertStatus(403)
  })

  test('a manager opens a count for some areas; staff see it with its shelf lists', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager', username: 'meg' })
    const staff = await createTestUser({ role: 'staff' })
    const areas = await areaIds()
    const gin = await seedProduct({ name: 'Gin', barcode: '5000289925440' })
    const rum = await seedProduct({ name: 'Rum' })
    const shelf = await client
      .put(`/api/count-areas/${areas['Back Bar']}/products`)
      .json({ productIds: [rum, gin] })
      .loginAs(manager)
      .withCsrfToken()
    shelf.assertStatus(200)

    const response = await client
      .post('/api/count-sessions')
      .json({ name: 'Sunday count', areaIds: [areas['Back Bar'], areas.Cellar] })
      .loginAs(manager)
      .withCsrfToken()
    response.assertStatus(201)
    response.assertBodyContains({
      name: 'Sunday count',
      status: 'open',
      allAreas: false,
      areas: [
        { id: areas['Back Bar'], name: 'Back Bar' },
        { id: areas.Cellar, name: 'Cellar' },
      ],
      openedBy: 'meg',
      finalizedAt: null,
      lineCount: 0,
    })

    const detail = await client.get(`/api/count-sessions/${response.body().id}`).loginAs(staff)
    detail.assertStatus(200)
    const backBar = detail.body().areas[0]
    assert.deepEqual(
      backBar.shelf.map((item: { name: string }) => item.name),
      ['Rum', 'Gin']
    )
    assert.strictEqual(backBar.shelf[1].barcode, '5000289925440')
    assert.strictEqual(backBar.countedProducts, 0)

    const list = await client.get('/api/count-sessions').loginAs(staff)
    assert.deepEqual(
      list.body().map((session: { name: string }) => session.name),
      ['Sunday count']
    )
  })

  test('an unknown area is a 422; an unknown session a 404', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const response = await client
      .post('/api/count-sessions')
      .json({ areaIds: [99999] })
      .loginAs(manager)
      .withCsrfToken()
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'areaIds', rule: 'exists' }] })
    const missing = await client.get('/api/count-sessions/99999').loginAs(manager)
    missing.assertStatus(404)
    missing.assertBody({ message: 'Count session not found' })
  })
})

test.group('count lines', (group) => {
  group.each.setup(async () => {
    const cleanup = await emptyDatabase()
    await restoreDefaultAreas()
    return cleanup
  })

  test('a clientId sent twice is stored once', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser({ role: 'staff', username: 'sam' })
    const product = await seedProduct({ stock: 2 })
    const areas = await areaIds()
    const id = await openCount(client, manager)
    const line = {
      clientId: 'phone-1-line-1',
      productId: product,
      areaId: areas.Bar,
      fullBottles: 3,
      partial: 0.4,
    }

    const first = await sendLines(client, staff, id, line)
    const again = await sendLines(client, staff, id, line)
    const inArray = await sendLines(client, staff, id, [line, line])

    first.assertStatus(201)
    first.assertBodyContains({
      clientId: 'phone-1-line-1',
      productId: product,
      areaId: areas.Bar,
      fullBottles: 3,
      partial: 0.4,
      method: 'tenths',
      quantity: 3.4,
      counter: 'sam',
      effective: true,
    })
    again.assertStatus(200)
    assert.strictEqual(again.body().id, first.body().id)
    inArray.assertStatus(200)
    assert.lengthOf(inArray.body(), 1)
    const stored = await db.from('count_lines').where('session_id', id)
    assert.lengthOf(stored, 1)
  })

  test('areas sum; a recount by the same counter in the same area replaces their line', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ann = await createTestUser({ role: 'staff', username: 'ann' })
    const bob = await createTestUser({ role: 'staff', username: 'bob' })
    const product = await seedProduct({ name: 'Campari', stock: 5 })
    const areas = await areaIds()
    const id = await openCount(client, manager)

    const response = await sendLines(client, ann, id, [
      { clientId: 'a1', productId: product, areaId: areas.Bar, fullBottles: 1, partial: 0.5 },
      { clientId: 'a2', productId: product, areaId: areas.Cellar, fullBottles: 4, partial: 0 },
    ])
    response.assertStatus(201)
    /* Bob counts the bar too: two counters' lines in one area sum. */
    await sendLines(client, bob, id, {
      clientId: 'b1',
      productId: product,
      areaId: areas.Bar,
      fullBottles: 1,
    })
    /* Ann recounts the bar: her first bar line no longer counts. */
    const recount = await sendLines(client, ann, id, {
      clientId: 'a3',
      productId: product,
      areaId: areas.Bar,
      fullBottles: 2,
      partial: 0.2,
    })
    recount.assertStatus(201)

    const review = await client.get(`/api/count-sessions/${id}/review`).loginAs(manager)
    review.assertStatus(200)
    const [campari] = review.body().products
    assert.strictEqual(campari.counted, 7.2)
    assert.strictEqual(campari.expected, 5)
    assert.strictEqual(campari.difference, 2.2)
    assert.isTrue(campari.bigDifference)
    assert.deepEqual(
      campari.byArea.map((area: { area: string; quantity: number }) => [area.area, area.quantity]),
      [
        ['Bar', 3.2],
        ['Cellar', 4],
      ]
    )
    const detail = await client.get(`/api/count-sessions/${id}`).loginAs(ann)
    const a1 = detail.body().lines.find((line: { clientId: string }) => line.clientId === 'a1')
    assert.isFalse(a1.effective)
    assert.lengthOf(detail.body().lines, 4)

    /* Flushed again from a phone's queue, even naming another product, a1 answers as stored. */
    const other = await seedProduct({ name: 'Aperol' })
    const resent = await sendLines(client, ann, id, {
      clientId: 'a1',
      productId: other,
      areaId: areas.Bar,
      fullBottles: 1,
    })
    resent.assertStatus(200)
    assert.include(resent.body(), { id: a1.id, productId: product, effective: false })
  })

  test('weight: grams with the bottle weights give the fraction', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser()
    const product = await seedProduct({ name: 'Aperol' })
    const unweighed = await seedProduct({ name: 'Cynar' })
    const weights = await client
      .put(`/api/products/${product}`)
      .json({ fullWeightGrams: 1300, emptyWeightGrams: 500 })
      .loginAs(manager)
      .withCsrfToken()
    weights.assertStatus(200)
    weights.assertBodyContains({ fullWeightGrams: 1300, emptyWeightGrams: 500 })
    const id = await openCount(client, manager)

    const weighed = await sendLines(client, staff, id, {
      clientId: 'w1',
      productId: product,
      fullBottles: 2,
      grams: 800,
    })
    weighed.assertStatus(201)
    weighed.assertBodyContains({ method: 'weight', grams: 800, partial: 0.375, quantity: 2.375 })

    const refused = await sendLines(client, staff, id, {
      clientId: 'w2',
      productId: unweighed,
      fullBottles: 1,
      grams: 800,
    })
    refused.assertStatus(422)
    refused.assertBody({
      message: 'Cynar has no full and empty bottle weights to weigh with',
      errors: [
        {
          field: 'grams',
          message: 'Cynar has no full and empty bottle weights to weigh with',
          rule: 'weights',
        },
      ],
    })
    const both = await sendLines(client, staff, id, [
      { clientId: 'w3', productId: product, fullBottles: 1, partial: 0.5, grams: 800 },
    ])
    both.assertStatus(422)
    both.assertBodyContains({ errors: [{ field: '0.grams', rule: 'partialOrGrams' }] })
    assert.lengthOf(await db.from('count_lines').where('session_id', id), 1)
  })

  test('bad lines are 422 with the field named', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser()
    const product = await seedProduct()
    const areas = await areaIds()
    const id = await openCount(client, manager, { areaIds: [areas.Bar] })

    const tenths = await sendLines(client, staff, id, {
      clientId: 'x1',
      productId: product,
      fullBottles: 1,
      partial: 0.95,
    })
    tenths.assertStatus(422)
    tenths.assertBodyContains({ errors: [{ field: 'partial' }] })
    const negative = await sendLines(client, staff, id, {
      clientId: 'x2',
      productId: product,
      fullBottles: -1,
    })
    negative.assertStatus(422)
    negative.assertBodyContains({ errors: [{ field: 'fullBottles' }] })
    const otherArea = await sendLines(client, staff, id, {
      clientId: 'x3',
      productId: product,
      areaId: areas.Cellar,
      fullBottles: 1,
    })
    otherArea.assertStatus(422)
    otherArea.assertBodyContains({
      errors: [{ field: 'areaId', message: 'The storage area is not part of this count session' }],
    })
    const missingProduct = await sendLines(client, staff, id, {
      clientId: 'x4',
      productId: 99999,
      fullBottles: 1,
    })
    missingProduct.assertStatus(422)
    missingProduct.assertBodyContains({ errors: [{ field: 'productId', rule: 'exists' }] })
    const noLines = await sendLines(client, staff, id, [])
    noLines.assertStatus(422)
    noLines.assertBodyContains({ errors: [{ field: 'lines' }] })
  })
})

test.group('finalizing a count', (group) => {
  group.each.setup(async () => {
    const cleanup = await emptyDatabase()
    await restoreDefaultAreas()
    return cleanup
  })

  test('writes exact count ledger rows in one go, locks the session and refuses a second finalize', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser()
    const vodka = await seedProduct({ name: 'Vodka', stock: 10 })
    const tequila = await seedProduct({ name: 'Tequila', stock: 3 })
    const mezcal = await seedProduct({ name: 'Mezcal', stock: 2 })
    const areas = await areaIds()
    const id = await openCount(client, manager)
    await sendLines(client, staff, id, [
      { clientId: 'f1', productId: vodka, areaId: areas.Bar, fullBottles: 2, partial: 0.5 },
      { clientId: 'f2', productId: vodka, areaId: areas.Cellar, fullBottles: 6 },
      { clientId: 'f3', productId: tequila, areaId: areas.Bar, fullBottles: 3 },
    ])

    const review = await client.get(`/api/count-sessions/${id}/review`).loginAs(manager)
    review.assertBodyContains({ uncounted: [{ productId: mezcal, name: 'Mezcal', expected: 2 }] })

    const finalize = await client
      .post(`/api/count-sessions/${id}/finalize`)
      .json({})
      .loginAs(manager)
      .withCsrfToken()
    finalize.assertStatus(200)
    finalize.assertBodyContains({ status: 'finalized', lineCount: 3 })

    assert.strictEqual(await stockOf(vodka), 8.5)
    assert.strictEqual(await stockOf(tequila), 3)
    /* Not counted and not zeroed: left as it was. */
    assert.strictEqual(await stockOf(mezcal), 2)
    const vodkaLedger = await ledgerOf(vodka)
    assert.deepInclude(vodkaLedger.at(-1), {
      type: 'count',
      change: -1.5,
      resulting: 8.5,
      sourceType: 'count_session',
      userId: manager.id,
    })
    const tequilaLedger = await ledgerOf(tequila)
    assert.deepInclude(tequilaLedger.at(-1), { type: 'count', change: 0, resulting: 3 })
    assert.lengthOf(await ledgerOf(mezcal), 1)
    const rows = await db.from('inventory_adjustments').where('source_type', 'count_session')
    assert.deepEqual(
      rows.map((row) => row.source_id),
      [String(id), String(id)]
    )

    const second = await client
      .post(`/api/count-sessions/${id}/finalize`)
      .json({})
      .loginAs(manager)
      .withCsrfToken()
    second.assertStatus(409)
    second.assertBody({ message: 'This count session is already finalized' })
    const late = await sendLines(client, staff, id, {
      clientId: 'f4',
      productId: vodka,
      fullBottles: 1,
    })
    late.assertStatus(409)
    assert.strictEqual(await stockOf(vodka), 8.5)
    await assertStockMatchesLedger(assert)
  })

  test('uncounted products are zeroed only when the manager asks', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const counted = await seedProduct({ name: 'Counted', stock: 4 })
    const gone = await seedProduct({ name: 'Gone', stock: 3 })
    const kept = await seedProduct({ name: 'Kept', stock: 5 })
    const id = await openCount(client, manager)
    await sendLines(client, manager, id, { clientId: 'z1', productId: counted, fullBottles: 4 })

    const wrong = await client
      .post(`/api/count-sessions/${id}/finalize`)
      .json({ zeroProductIds: [counted] })
      .loginAs(manager)
      .withCsrfToken()
    wrong.assertStatus(422)
    const response = await client
      .post(`/api/count-sessions/${id}/finalize`)
      .json({ zeroProductIds: [gone] })
      .loginAs(manager)
      .withCsrfToken()
    response.assertStatus(200)
    assert.strictEqual(await stockOf(gone), 0)
    assert.strictEqual(await stockOf(kept), 5)
    const goneLedger = await ledgerOf(gone)
    assert.deepInclude(goneLedger.at(-1), { type: 'count', change: -3 })
  })

  test('a failure while finalizing leaves stock and session untouched', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const first = await seedProduct({ name: 'First', stock: 4 })
    const second = await seedProduct({ name: 'Second', stock: 4 })
    const id = await openCount(client, manager)
    await sendLines(client, manager, id, [
      { clientId: 'r1', productId: first, fullBottles: 1 },
      { clientId: 'r2', productId: second, fullBottles: 2 },
    ])
    /* A results row already present makes the results insert fail after setCounts ran. */
    await db.table('count_results').insert({
      session_id: id,
      product_id: second,
      expected_stock: 0,
      counted_stock: 0,
      zeroed: false,
    })

    const response = await client
      .post(`/api/count-sessions/${id}/finalize`)
      .json({})
      .loginAs(manager)
      .withCsrfToken()
    assert.isAtLeast(response.status(), 400)
    assert.strictEqual(await stockOf(first), 4)
    assert.strictEqual(await stockOf(second), 4)
    const session = await db.from('count_sessions').where('id', id).first()
    assert.strictEqual(session.status, 'open')
  })
})
