import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { generateOrderNumber, orderNumberWithSuffix } from '#modules/purchasing/shared/order_number'
import { PURCHASE_ORDER_ITEMS_TABLE, PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import {
  activitySummaries,
  insertOrder,
  insertProduct,
  insertVendor,
  orderCount,
  orderRow,
  orderStatus,
} from '#modules/purchasing/tests/helpers/fixtures'
import { as } from '#tests/helpers/as'

interface ValidationBody {
  message: string
  errors: Array<{ field: string; message: string; rule: string }>
}

async function catalogue() {
  const vendorId = await insertVendor('Copper Still Beverage Co.', {
    contact_email: 'orders@copperstill.test',
  })
  const titos = await insertProduct({
    name: "Tito's Handmade Vodka",
    size: '1L',
    caseSize: 12,
    currentStock: 18,
    unitCost: 21.5,
    caseCost: 246,
    vendorId,
  })
  const makers = await insertProduct({
    name: "Maker's Mark Bourbon",
    category: 'Whiskey',
    caseSize: 6,
    currentStock: 4.5,
    unitCost: 26.5,
    caseCost: 150,
    vendorId,
  })
  return { vendorId, titos, makers }
}

function orderBody(
  ids: Awaited<ReturnType<typeof catalogue>>,
  extra: Record<string, unknown> = {}
) {
  return {
    orderNumber: '',
    vendorId: ids.vendorId,
    status: 'created',
    totalAmount: '1.00',
    expectedDate: '2031-06-15',
    items: [
      {
        productId: ids.titos,
        cases: 2,
        quantity: 0,
        unitCost: 21.5,
        caseCost: 246,
        totalCost: '9.99',
      },
      {
        productId: ids.makers,
        cases: 0,
        quantity: 3,
        unitCost: '26.50',
        caseCost: '150.00',
        totalCost: 0,
      },
    ],
    ...extra,
  }
}

test.group('Purchase orders: sign-in and roles', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401 on every route', async ({ client }) => {
    for (const [method, path] of [
      ['get', '/api/purchase-orders'],
      ['get', '/api/purchase-orders/1'],
      ['post', '/api/purchase-orders'],
      ['put', '/api/purchase-orders/1'],
      ['delete', '/api/purchase-orders/1'],
      ['get', '/api/purchase-orders/suggestions'],
      ['post', '/api/purchase-orders/suggestions'],
      ['post', '/api/purchase-orders/1/email'],
    ] as const) {
      const response = await client[method](path).withCsrfToken()
      response.assertStatus(401)
      response.assertBody({ message: 'Not signed in' })
    }
  })

  test('staff may read orders but not create, edit, send, cancel or delete them', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const ids = await catalogue()
    const id = await insertOrder({ vendorId: ids.vendorId, orderNumber: 'PO-TEST-1' })

    const answer1 = await as(client, staff).get('/api/purchase-orders')

    answer1.assertStatus(200)
    const answer2 = await as(client, staff).get(`/api/purchase-orders/${id}`)
    answer2.assertStatus(200)

    const attempts = [
      client.post('/api/purchase-orders').json(orderBody(ids)),
      client.put(`/api/purchase-orders/${id}`).json(orderBody(ids)),
      client.put(`/api/purchase-orders/${id}`).json({ status: 'sent' }),
      client.put(`/api/purchase-orders/${id}`).json({ status: 'cancelled' }),
      client.delete(`/api/purchase-orders/${id}`),
      client.get('/api/purchase-orders/suggestions'),
      client.post('/api/purchase-orders/suggestions').json({ lines: [] }),
    ]
    for (const attempt of attempts) {
      const response = await attempt.loginAs(staff).withCsrfToken()
      response.assertStatus(403)
    }
    assert.equal(await orderStatus(id), 'created')
    assert.equal(await orderCount(), 1)
  })
})

test.group('POST /api/purchase-orders', (group) => {
  group.each.setup(emptyDatabase)

  test('creates a created order, computing totals on the server', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()

    const response = await as(client, manager)
      .post('/api/purchase-orders')
      .json(orderBody(ids, { notes: '  Back door  ' }))

    response.assertStatus(201)
    const order = response.body()
    assert.match(order.orderNumber, new RegExp(`^PO-${new Date().getFullYear()}-\\d{4}$`))
    assert.containSubset(order, {
      vendorId: ids.vendorId,
      vendor: { id: ids.vendorId, name: 'Copper Still Beverage Co.' },
      status: 'created',
      /* 2 cases × 246.00 + 3 bottles × 26.50; the client's totals are ignored. */
      totalAmount: '571.50',
      expectedDate: '2031-06-15',
      notes: 'Back door',
      sentAt: null,
      emailedAt: null,
    })
    assert.match(order.orderDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    assert.deepEqual(order.items, [
      {
        id: order.items[0].id,
        purchaseOrderId: order.id,
        productId: ids.titos,
        quantity: 0,
        cases: 2,
        unitCost: '21.50',
        caseCost: '246.00',
        totalCost: '492.00',
        bottleCount: 24,
        product: {
          name: "Tito's Handmade Vodka",
          category: 'Vodka',
          size: '1L',
          caseSize: 12,
          currentStock: 18,
        },
      },
      {
        id: order.items[1].id,
        purchaseOrderId: order.id,
        productId: ids.makers,
        quantity: 3,
        cases: 0,
        unitCost: '26.50',
        caseCost: '150.00',
        totalCost: '79.50',
        bottleCount: 3,
        product: {
          name: "Maker's Mark Bourbon",
          category: 'Whiskey',
          size: '750ml',
          caseSize: 6,
          currentStock: 4.5,
        },
      },
    ])
    const row = await orderRow(order.id)
    assert.equal(Number(row.total_amount), 571.5)
    assert.deepEqual(await activitySummaries(), [
      `create: Created purchase order ${order.orderNumber} (2 items)`,
    ])
  })

  test('a given order number is kept; a duplicate is 409 with a message', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()

    const first = await as(client, manager)
      .post('/api/purchase-orders')
      .json(orderBody(ids, { orderNumber: ' RNDC-7731 ' }))
    first.assertStatus(201)
    assert.equal(first.body().orderNumber, 'RNDC-7731')

    const second = await as(client, manager)
      .post('/api/purchase-orders')
      .json(orderBody(ids, { orderNumber: 'RNDC-7731' }))
    second.assertStatus(409)
    second.assertBody({ message: 'Order number RNDC-7731 is already in use' })
    assert.equal(await orderCount(), 1)
  })

  test('a generated number that is taken is replaced by a free one', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    const year = new Date().getFullYear()
    /* Every suffix of the year but one is taken, so the generated number clashes. */
    const free = orderNumberWithSuffix(year, 4321)
    const rows = []
    const now = new Date()
    for (let suffix = 0; suffix < 10000; suffix++) {
      const number = orderNumberWithSuffix(year, suffix)
      if (number === free) continue
      rows.push({
        order_number: number,
        vendor_id: ids.vendorId,
        status: 'received',
        total_amount: 0,
        order_date: now,
        created_at: now,
      })
    }
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertQuery()
        .table(PURCHASE_ORDERS_TABLE)
        .multiInsert(rows.slice(start, start + 500))
    }

    const response = await as(client, manager).post('/api/purchase-orders').json(orderBody(ids))
    response.assertStatus(201)
    assert.equal(response.body().orderNumber, free)

    const full = await as(client, manager).post('/api/purchase-orders').json(orderBody(ids))
    full.assertStatus(409)
    full.assertBody({
      message: `No free order number is left for ${year}; please enter an order number`,
    })
  })

  test('concurrent creates without a number all succeed with distinct numbers', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    /* The number the next creates will generate is already taken, so every one of them clashes. */
    await insertOrder({ vendorId: ids.vendorId, orderNumber: generateOrderNumber() })
    await insertOrder({
      vendorId: ids.vendorId,
      orderNumber: generateOrderNumber(new Date(Date.now() + 1000)),
    })

    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        as(client, manager).post('/api/purchase-orders').json(orderBody(ids))
      )
    )

    for (const response of responses) response.assertStatus(201)
    const numbers = responses.map((response) => response.body().orderNumber as string)
    assert.lengthOf(new Set(numbers), 12)
    const stored = await db.from(PURCHASE_ORDERS_TABLE).select('order_number')
    assert.lengthOf(stored, 14)
    assert.lengthOf(await db.from(PURCHASE_ORDER_ITEMS_TABLE).select('id'), 24)
  })

  test('invalid payloads are 422 naming each field: {title}')
    .with([
      {
        title: 'no items',
        body: (ids: Awaited<ReturnType<typeof catalogue>>) => orderBody(ids, { items: [] }),
        errors: [{ field: 'items', message: 'Please add at least one product to the order' }],
      },
      {
        title: 'items missing',
        body: (ids: Awaited<ReturnType<typeof catalogue>>) => ({ vendorId: ids.vendorId }),
        errors: [{ field: 'items', message: 'Please add at least one product to the order' }],
      },
      {
        title: 'no vendor',
        body: (ids: Awaited<ReturnType<typeof catalogue>>) =>
          orderBody(ids, { vendorId: undefined }),
        errors: [{ field: 'vendorId', message: 'Please select a vendor' }],
      },
      {
        title: 'negative numbers',
        body: (ids: Awaited<ReturnType<typeof catalogue>>) =>
          orderBody(ids, {
            items: [{ productId: ids.titos, cases: -1, quantity: -2, unitCost: -1, caseCost: -5 }],
          }),
        errors: [
          { field: 'items.0.quantity', message: 'Must be 0 or more' },
          { field: 'items.0.cases', message: 'Must be 0 or more' },
          { field: 'items.0.unitCost', message: 'Must be 0 or more' },
          { field: 'items.0.caseCost', message: 'Must be 0 or more' },
        ],
      },
      {
        title: 'fractional cases, three-decimal money, bad date, long number',
        body: (ids: Awaited<ReturnType<typeof catalogue>>) =>
          orderBody(ids, {
            orderNumber: 'x'.repeat(41),
            expectedDate: '2031-02-30',
            items: [{ productId: ids.titos, cases: 1.5, unitCost: 1.234 }],
          }),
        fields: ['orderNumber', 'expectedDate', 'items.0.cases', 'items.0.unitCost'],
      },
      {
        title: 'a status other than created',
        body: (ids: Awaited<ReturnType<typeof catalogue>>) => orderBody(ids, { status: 'sent' }),
        fields: ['status'],
      },
    ])
    .run(async ({ client, assert }, { body, errors, fields }) => {
      const manager = await createTestUser({ role: 'manager' })
      const ids = await catalogue()

      const response = await as(client, manager).post('/api/purchase-orders').json(body(ids))

      response.assertStatus(422)
      const answer = response.body() as ValidationBody
      assert.isString(answer.message)
      if (errors) assert.containSubset(answer.errors, errors)
      if (fields)
        assert.sameMembers([...new Set(answer.errors.map((error) => error.field))], fields)
      assert.equal(await orderCount(), 0)
    })

  test('rules that need the database are 422 too: {title}')
    .with([
      {
        title: 'unknown vendor',
        change: (ids: Awaited<ReturnType<typeof catalogue>>) => ({ vendorId: ids.vendorId + 99 }),
        error: { field: 'vendorId', message: 'The selected vendor does not exist' },
      },
      {
        title: 'unknown product',
        change: (ids: Awaited<ReturnType<typeof catalogue>>) => ({
          items: [{ productId: ids.makers + 99, quantity: 1 }],
        }),
        error: { field: 'items.0.productId', message: 'The selected product does not exist' },
      },
      {
        title: 'nothing to order',
        change: (ids: Awaited<ReturnType<typeof catalogue>>) => ({
          items: [
            { productId: ids.titos, quantity: 1 },
            { productId: ids.makers, cases: 0, quantity: 0, unitCost: 5 },
          ],
        }),
        error: { field: 'items.1.quantity', message: 'Enter cases or bottles to order' },
      },
    ])
    .run(async ({ client, assert }, { change, error }) => {
      const manager = await createTestUser({ role: 'manager' })
      const ids = await catalogue()

      const response = await as(client, manager)
        .post('/api/purchase-orders')
        .json(orderBody(ids, change(ids)))

      response.assertStatus(422)
      assert.containSubset(response.body(), { message: error.message, errors: [error] })
    })

  test('archived vendors and products cannot be ordered anew', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await catalogue()
    const archivedVendor = await insertVendor('Gone Distributors', { archived_at: new Date() })
    const archivedProduct = await insertProduct({ name: 'Discontinued', archived: true })

    const vendor = await as(client, manager)
      .post('/api/purchase-orders')
      .json(orderBody(ids, { vendorId: archivedVendor }))
    vendor.assertStatus(422)
    assert.containSubset(vendor.body(), { errors: [{ field: 'vendorId' }] })

    const product = await as(client, manager)
      .post('/api/purchase-orders')
      .json(orderBody(ids, { items: [{ productId: archivedProduct, quantity: 2 }] }))
    product.assertStatus(422)
    assert.containSubset(product.body(), { errors: [{ field: 'items.0.productId' }] })
  })
})

test.group('GET /api/purchase-orders', (group) => {
  group.each.setup(emptyDatabase)

  test('newest first with vendor and totals; filters by vendorId and status', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const copper = await insertVendor('Copper Still Beverage Co.')
    const harbor = await insertVendor('Harbor & Vine Distributors')
    const first = await insertOrder({ vendorId: copper, orderNumber: 'PO-A' })
    const second = await insertOrder({ vendorId: harbor, orderNumber: 'PO-B', status: 'sent' })
    const third = await insertOrder({ vendorId: copper, orderNumber: 'PO-C', status: 'sent' })
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
    await insertOrder({ vendorId: ids.vendorId, orderNumber: 'PO-TAKEN' })
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
