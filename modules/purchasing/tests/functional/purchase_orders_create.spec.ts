import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { generateOrderNumber, orderNumberWithSuffix } from '#modules/purchasing/shared/order_number'
import { PURCHASE_ORDER_ITEMS_TABLE, PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import { activitySummaries, orderCount, orderRow } from '#modules/purchasing/tests/helpers/fixtures'
import { as } from '#tests/helpers/as'
import { type ValidationBody, catalogue, orderBody } from '#modules/purchasing/tests/helpers/orders'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'
import { createOrder } from '#modules/purchasing/tests/factories'

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
    await createOrder({ vendorId: ids.vendorId, orderNumber: generateOrderNumber() })
    await createOrder({
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
    const archivedVendor = await createVendor('Gone Distributors', { archived_at: new Date() })
    const archivedProduct = await createProduct({
      unitCost: 0,
      name: 'Discontinued',
      archived: true,
    })

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
