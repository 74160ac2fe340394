import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { PURCHASE_ORDER_ITEMS_TABLE, PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import {
  activitySummaries,
  orderRow,
  orderStatus,
} from '#modules/purchasing/tests/helpers/fixtures'
import { as } from '#tests/helpers/as'
import { catalogue, orderBody } from '#modules/purchasing/tests/helpers/orders'
import { createVendor } from '#modules/vendors/tests/factories'
import { createOrder } from '#modules/purchasing/tests/factories'

test.group('GET /api/purchase-orders', (group) => {
  group.each.setup(emptyDatabase)

  test('newest first with vendor and totals; filters by vendorId and status', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const copper = await createVendor('Copper Still Beverage Co.')
    const harbor = await createVendor('Harbor & Vine Distributors')
    const first = await createOrder({ vendorId: copper, orderNumber: 'PO-A' })
    const second = await createOrder({ vendorId: harbor, orderNumber: 'PO-B', status: 'sent' })
    const third = await createOrder({ vendorId: copper, orderNumber: 'PO-C', status: 'sent' })
    await db.from(PURCHASE_ORDERS_TABLE).where('id', third).update({ total_amount: 1234.5 })

    const all = await as(client, staff).get('/api/purchase-orders')
    all.assertStatus(200)
    const orders = all.body() as Array<Record<string, any>>
    assert.deepEqual(
      orders.map((order) => order.id),
      [third, second, first]
    )
    assert.containSubset(orders[0], {
      orderNumber: 'PO-C',
      vendor: { id: copper, name: 'Copper Still Beverage Co.' },
      status: 'sent',
      totalAmount: '1234.50',
      expectedDate: null,
    })
    assert.notProperty(orders[0], 'items')

    const byVendor = await as(client, staff).get(`/api/purchase-orders?vendorId=${copper}`)
    assert.deepEqual(
      (byVendor.body() as Array<{ id: number }>).map((order) => order.id),
      [third, first]
    )
    const both = await as(client, staff).get(`/api/purchase-orders?vendorId=${copper}&status=sent`)
    assert.deepEqual(
      (both.body() as Array<{ id: number }>).map((order) => order.id),
      [third]
    )
  })

  test('with page and pageSize: one page of the same list and how many match', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const copper = await createVendor('Copper Still Beverage Co.')
    const harbor = await createVendor('Harbor & Vine Distributors')
    const ids: number[] = []
    for (let index = 1; index <= 5; index++) {
      ids.push(await createOrder({ vendorId: copper, orderNumber: `PO-${index}`, status: 'sent' }))
    }
    const other = await createOrder({ vendorId: harbor, orderNumber: 'PO-H' })
    const newestFirst = [other, ...ids.reverse()]

    const first = await as(client, staff).get('/api/purchase-orders?page=1&pageSize=2')
    first.assertStatus(200)
    const page = first.body() as { rows: Array<Record<string, any>>; total: number }
    assert.equal(page.total, 6)
    assert.deepEqual(
      page.rows.map((order) => order.id),
      newestFirst.slice(0, 2)
    )
    assert.containSubset(page.rows[1], {
      orderNumber: 'PO-5',
      vendor: { id: copper, name: 'Copper Still Beverage Co.' },
      status: 'sent',
    })

    const third = await as(client, staff).get('/api/purchase-orders?page=3&pageSize=2')
    assert.deepEqual(
      (third.body() as { rows: Array<{ id: number }> }).rows.map((order) => order.id),
      newestFirst.slice(4, 6)
    )
    const past = await as(client, staff).get('/api/purchase-orders?page=9&pageSize=2')
    assert.deepEqual(past.body(), { rows: [], total: 6 })

    const filtered = await as(client, staff).get(
      `/api/purchase-orders?vendorId=${copper}&status=sent&page=2&pageSize=3`
    )
    assert.deepEqual(
      (filtered.body() as { rows: Array<{ id: number }> }).rows.map((order) => order.id),
      newestFirst.slice(4, 6)
    )
    assert.equal((filtered.body() as { total: number }).total, 5)

    /* Only page: the screen's 20 a page. */
    const defaults = await as(client, staff).get('/api/purchase-orders?page=1')
    assert.lengthOf((defaults.body() as { rows: unknown[] }).rows, 6)

    for (const query of ['page=0', 'pageSize=101', 'page=1.5', 'pageSize=abc', 'page=1&status=x']) {
      const bad = await as(client, staff).get(`/api/purchase-orders?${query}`)
      bad.assertStatus(422)
    }
  })

  test('bad filters are 422; a missing order is 404', async ({ client }) => {
    const staff = await createTestUser({ role: 'staff' })
    const answer3 = await as(client, staff).get('/api/purchase-orders?status=pending')
    answer3.assertStatus(422)
    const answer4 = await as(client, staff).get('/api/purchase-orders?vendorId=abc')
    answer4.assertStatus(422)
    const missing = await as(client, staff).get('/api/purchase-orders/999999')
    missing.assertStatus(404)
    missing.assertBody({ message: 'Purchase order not found' })
    const answer5 = await as(client, staff).get('/api/purchase-orders/abc')
    answer5.assertStatus(404)
  })
})

test.group('PUT /api/purchase-orders/:id (SPEC §4 state machine)', (group) => {
  group.each.setup(emptyDatabase)

  async function createdOrder(
    client: any,
    manager: any,
    ids: Awaited<ReturnType<typeof catalogue>>
  ) {
    const response = await as(client, manager).post('/api/purchase-orders').json(orderBody(ids))
    return response.body() as { id: number; orderNumber: string }
  }

  test('a created order is edited in full; an empty number keeps the old one', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    const order = await createdOrder(client, manager, ids)

    const response = await as(client, manager)
      .put(`/api/purchase-orders/${order.id}`)
      .json({
        orderNumber: '',
        vendorId: ids.vendorId,
        expectedDate: null,
        items: [{ productId: ids.makers, cases: 1, quantity: 2, unitCost: 26.5, caseCost: 150 }],
      })

    response.assertStatus(200)
    assert.containSubset(response.body(), {
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'created',
      expectedDate: null,
      totalAmount: '203.00',
      items: [
        { productId: ids.makers, cases: 1, quantity: 2, totalCost: '203.00', bottleCount: 8 },
      ],
    })
    assert.lengthOf(response.body().items, 1)
    assert.lengthOf(await db.from(PURCHASE_ORDER_ITEMS_TABLE).select('id'), 1)
  })

  test('changing to another order’s number is 409', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    await createOrder({ vendorId: ids.vendorId, orderNumber: 'PO-TAKEN' })
    const order = await createdOrder(client, manager, ids)

    const response = await as(client, manager)
      .put(`/api/purchase-orders/${order.id}`)
      .json(orderBody(ids, { orderNumber: 'PO-TAKEN' }))
    response.assertStatus(409)
    response.assertBody({ message: 'Order number PO-TAKEN is already in use' })
  })

  test('send: created → sent once; a second send, an edit or a cancel is 409', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    const order = await createdOrder(client, manager, ids)

    const sent = await as(client, manager)
      .put(`/api/purchase-orders/${order.id}`)
      .json({ status: 'sent' })
    sent.assertStatus(200)
    assert.containSubset(sent.body(), {
      status: 'sent',
      email: { emailed: false, reason: 'not_configured' },
    })
    assert.isString(sent.body().sentAt)

    for (const body of [{ status: 'sent' }, { status: 'cancelled' }, orderBody(ids)]) {
      const again = await as(client, manager).put(`/api/purchase-orders/${order.id}`).json(body)
      again.assertStatus(409)
      assert.match(
        again.body().message,
        /^Only a created order can be .+; order .+ is sent \(in receiving\)$/
      )
    }
    const deleted = await as(client, manager).delete(`/api/purchase-orders/${order.id}`)
    deleted.assertStatus(409)
    assert.equal(await orderStatus(order.id), 'sent')
    assert.includeMembers(await activitySummaries(), [
      `send: Sent purchase order ${order.orderNumber}`,
    ])
  })

  test('received only from sent, also for staff (the receiving flow)', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser({ role: 'staff' })
    const ids = await catalogue()
    const order = await createdOrder(client, manager, ids)

    const early = await as(client, staff)
      .put(`/api/purchase-orders/${order.id}`)
      .json({ status: 'received' })
    early.assertStatus(409)
    assert.equal(
      early.body().message,
      `Only a sent order can be received; order ${order.orderNumber} is created`
    )

    await as(client, manager).put(`/api/purchase-orders/${order.id}`).json({ status: 'sent' })
    const received = await as(client, staff)
      .put(`/api/purchase-orders/${order.id}`)
      .json({ status: 'received' })
    received.assertStatus(200)
    assert.equal(received.body().status, 'received')

    const twice = await as(client, staff)
      .put(`/api/purchase-orders/${order.id}`)
      .json({ status: 'received' })
    twice.assertStatus(409)
  })

  test('cancel and delete only a created order', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    const cancelled = await createdOrder(client, manager, ids)
    const removed = await createdOrder(client, manager, ids)

    const cancel = await as(client, manager)
      .put(`/api/purchase-orders/${cancelled.id}`)
      .json({ status: 'cancelled' })
    cancel.assertStatus(200)
    assert.equal(cancel.body().status, 'cancelled')
    const sendCancelled = await as(client, manager)
      .put(`/api/purchase-orders/${cancelled.id}`)
      .json({ status: 'sent' })
    sendCancelled.assertStatus(409)

    const remove = await as(client, manager).delete(`/api/purchase-orders/${removed.id}`)
    remove.assertStatus(204)
    assert.isNull(await orderRow(removed.id))
    assert.lengthOf(
      await db.from(PURCHASE_ORDER_ITEMS_TABLE).where('purchase_order_id', removed.id),
      0
    )
    const missing = await as(client, manager).delete(`/api/purchase-orders/${removed.id}`)
    missing.assertStatus(404)
  })

  test('a body without items or a known status is 422', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    const order = await createdOrder(client, manager, ids)
    for (const body of [{}, { status: 'created' }, { status: 'shipped' }]) {
      const response = await as(client, manager).put(`/api/purchase-orders/${order.id}`).json(body)
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'status' }] })
    }
  })

  test('concurrent sends: exactly one wins, the others get 409', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    const order = await createdOrder(client, manager, ids)

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(client, manager).put(`/api/purchase-orders/${order.id}`).json({ status: 'sent' })
      )
    )
    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [200, 409, 409, 409, 409])
  })
})
