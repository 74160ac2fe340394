import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import {
  getOrderForReceiving,
  markOrderReceived,
  markOrderReopened,
} from '#modules/purchasing/server/index'
import { activitySummaries, orderStatus } from '#modules/purchasing/tests/helpers/fixtures'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'
import { createOrder } from '#modules/purchasing/tests/factories'

test.group('Purchasing public API (for receiving)', (group) => {
  group.each.setup(emptyDatabase)

  test('getOrderForReceiving gives items with their bottle counts', async ({ assert }) => {
    const vendorId = await createVendor()
    const six = await createProduct({ unitCost: 0, name: 'Six pack', caseSize: 6 })
    const twelve = await createProduct({ unitCost: 0, name: 'Dozen', caseSize: 12 })
    const id = await createOrder({
      vendorId,
      orderNumber: 'PO-R1',
      status: 'sent',
      items: [
        { productId: six, cases: 2, quantity: 1 },
        { productId: twelve, cases: 0, quantity: 4.5 },
      ],
    })

    const order = await db.transaction((trx) => getOrderForReceiving(id, trx))
    assert.containSubset(order, {
      id,
      orderNumber: 'PO-R1',
      status: 'sent',
      vendor: { id: vendorId },
      items: [
        {
          productId: six,
          cases: 2,
          quantity: 1,
          bottleCount: 13,
          product: { name: 'Six pack', caseSize: 6 },
        },
        { productId: twelve, cases: 0, quantity: 4.5, bottleCount: 4.5 },
      ],
    })
    assert.isNull(await getOrderForReceiving(id + 1000))
  })

  test('received from sent, reopened back to sent, 409 out of order, 404 when missing', async ({
    assert,
  }) => {
    const vendorId = await createVendor()
    const id = await createOrder({ vendorId, orderNumber: 'PO-R2', status: 'sent' })

    await db.transaction((trx) => markOrderReceived(id, trx))
    assert.equal(await orderStatus(id), 'received')
    await assert.rejects(
      () => db.transaction((trx) => markOrderReceived(id, trx)),
      'Only a sent order can be received; order PO-R2 is received'
    )

    await db.transaction((trx) => markOrderReopened(id, trx))
    assert.equal(await orderStatus(id), 'sent')
    await assert.rejects(
      () => db.transaction((trx) => markOrderReopened(id, trx)),
      'Only a received order can be reopened; order PO-R2 is sent (in receiving)'
    )
    await assert.rejects(
      () => db.transaction((trx) => markOrderReceived(id + 1000, trx)),
      'Purchase order not found'
    )
    assert.deepEqual(await activitySummaries(), [
      'received: Received purchase order PO-R2',
      'reopened: Reopened purchase order PO-R2',
    ])
  })

  test('a rolled-back receipt leaves the order sent', async ({ assert }) => {
    const vendorId = await createVendor()
    const id = await createOrder({ vendorId, orderNumber: 'PO-R3', status: 'sent' })
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await markOrderReceived(id, trx)
        throw new Error('stock update failed')
      })
    )
    assert.equal(await orderStatus(id), 'sent')
  })
})
