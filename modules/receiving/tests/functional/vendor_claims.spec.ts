import { test } from '@japa/runner'
import env from '#start/env'
import { startSmtpSink } from '#tests/helpers/smtp_sink'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { PURCHASE_ORDER_ITEMS_TABLE, PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import {
  as,
  expectStatus,
  insertOrder,
  insertProduct,
  insertVendor,
} from '#modules/receiving/tests/helpers/fixtures'

async function receivedShort(client: any) {
  const staff = await createTestUser()
  const vendorId = await insertVendor('orders@vendor.test')
  const vodka = await insertProduct({ unitCost: 20 })
  const gin = await insertProduct({ unitCost: 30 })
  const order = await insertOrder(vendorId, [
    { productId: vodka, quantity: 12, unitCost: 20 },
    { productId: gin, quantity: 6, unitCost: 30 },
  ])
  const received = await as(client, staff, 'post', `/api/purchase-orders/${order.id}/receive`, {
    notes: null,
    items: [
      {
        purchaseOrderItemId: order.itemIds[0],
        productId: vodka,
        receivedQuantity: 9,
        unitCost: 20,
      },
      {
        purchaseOrderItemId: order.itemIds[1],
        productId: gin,
        receivedQuantity: 6,
        unitCost: 32.5,
        discrepancyNote: 'One bottle chipped',
      },
    ],
  })
  received.assertStatus(200)
  return { staff, vendorId, vodka, gin, order }
}

test.group('Back-orders and credit requests', (group) => {
  group.each.setup(emptyDatabase)

  test('a manager back-orders the short lines once: a created order to the same vendor', async ({
    client,
    assert,
  }) => {
    const ids = await receivedShort(client)
    const manager = await createTestUser({ role: 'manager' })
    const url = `/api/purchase-orders/${ids.order.id}/back-order`

    await expectStatus(as(client, ids.staff, 'post', url), 403)
    const created = await as(client, manager, 'post', url)
    created.assertStatus(201)

    const order = await db.from(PURCHASE_ORDERS_TABLE).where('id', created.body().id).first()
    assert.equal(order.status, 'created')
    assert.equal(Number(order.vendor_id), ids.vendorId)
    assert.include(order.notes, 'PO-TEST-')
    const items = await db.from(PURCHASE_ORDER_ITEMS_TABLE).where('purchase_order_id', order.id)
    assert.deepEqual(
      items.map((item) => [Number(item.product_id), Number(item.quantity)]),
      [[ids.vodka, 3]]
    )
    const receipt = await as(client, manager, 'get', `/api/purchase-orders/${ids.order.id}/receipt`)
    assert.equal(receipt.body().backOrder.id, created.body().id)
    await expectStatus(as(client, manager, 'post', url), 409)
  })

  test('the credit request lists short, noted and overcharged lines with amounts', async ({
    client,
    assert,
  }) => {
    const ids = await receivedShort(client)
    const manager = await createTestUser({ role: 'manager' })
    const url = `/api/purchase-orders/${ids.order.id}/credit-request`

    await expectStatus(as(client, ids.staff, 'get', url), 403)
    const request = await as(client, manager, 'get', url)
    request.assertStatus(200)
    const body = request.body()
    assert.deepEqual(
      body.lines.map((line: any) => [line.productId, line.reasons, line.amount]),
      [
        [ids.vodka, ['Short 3 bottles'], '60.00'],
        [ids.gin, ['Invoiced 32.50 per bottle, ordered at 30.00', 'One bottle chipped'], '15.00'],
      ]
    )
    assert.equal(body.total, '75.00')
    assert.equal(body.vendor.contactEmail, 'orders@vendor.test')
    assert.isFalse(body.canEmail)

    const email = await as(client, manager, 'post', `${url}/email`)
    email.assertStatus(200)
    assert.include(email.body(), { emailed: false, reason: 'not_configured' })
  })

  test('with SMTP set up the credit request is e-mailed to the vendor contact', async ({
    client,
    assert,
    cleanup,
  }) => {
    const sink = await startSmtpSink()
    cleanup(() => sink.close())
    const saved = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE'].map((key) => [key, process.env[key]])
    env.set('SMTP_HOST', '127.0.0.1')
    env.set('SMTP_PORT', sink.port)
    env.set('SMTP_SECURE', false)
    cleanup(() => {
      for (const [key, value] of saved) env.set(key as 'SMTP_HOST', (value ?? '') as never)
    })
    const ids = await receivedShort(client)
    const manager = await createTestUser({ role: 'manager' })

    const email = await expectStatus(
      as(client, manager, 'post', `/api/purchase-orders/${ids.order.id}/credit-request/email`),
      200
    )

    assert.include(email.body(), { emailed: true, to: 'orders@vendor.test' })
    assert.lengthOf(sink.messages, 1)
    assert.deepEqual(sink.messages[0].to, ['orders@vendor.test'])
    assert.include(sink.messages[0].data, 'Credit request for purchase order PO-TEST-')
    assert.include(sink.messages[0].data, '75.00')
  })

  test('a sent order has no back-order or credit request yet', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await insertVendor()
    const vodka = await insertProduct()
    const order = await insertOrder(vendorId, [{ productId: vodka, quantity: 1 }])
    await expectStatus(
      as(client, manager, 'post', `/api/purchase-orders/${order.id}/back-order`),
      409
    )
    await expectStatus(
      as(client, manager, 'get', `/api/purchase-orders/${order.id}/credit-request`),
      409
    )
    await expectStatus(
      as(client, manager, 'get', '/api/purchase-orders/999999/credit-request'),
      404
    )
  })

  test('signed-out requests are 401', async ({ client }) => {
    const vendorId = await insertVendor()
    const vodka = await insertProduct()
    const order = await insertOrder(vendorId, [{ productId: vodka, quantity: 1 }])
    await expectStatus(
      client.post(`/api/purchase-orders/${order.id}/receive`).json({}).withCsrfToken(),
      401
    )
    await expectStatus(client.post('/api/objects/upload').withCsrfToken(), 401)
    await expectStatus(client.get(`/api/purchase-orders/${order.id}/receipt`), 401)
  })
})
