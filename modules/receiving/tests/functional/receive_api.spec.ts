import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { productCostHistory } from '#modules/inventory/server/index'
import {
  as,
  FetchTab,
  insertOrder,
  insertProduct,
  insertRecipe,
  insertVendor,
  ledgerOf,
  orderStatus,
  productCosts,
  stockOf,
} from '#modules/receiving/tests/helpers/fixtures'

async function shortShipment() {
  const vendorId = await insertVendor('orders@vendor.test')
  const vodka = await insertProduct({ stock: 5, unitCost: 20, caseCost: 216 })
  const gin = await insertProduct({ stock: 2.5, unitCost: 30 })
  /* 2 cases of 12 vodka (24 bottles) and 6 loose gin. */
  const order = await insertOrder(vendorId, [
    { productId: vodka, cases: 2, unitCost: 20, caseCost: 216 },
    { productId: gin, quantity: 6, unitCost: 30 },
  ])
  return { vendorId, vodka, gin, order }
}

function receiveBody(
  ids: Awaited<ReturnType<typeof shortShipment>>,
  vodka: object = {},
  gin: object = {}
) {
  return {
    notes: 'Gin box crushed',
    items: [
      {
        purchaseOrderItemId: ids.order.itemIds[0],
        productId: ids.vodka,
        receivedCases: 2,
        receivedBottles: 0,
        unitCost: 20,
        caseCost: 216,
        discrepancyNote: null,
        ...vodka,
      },
      {
        purchaseOrderItemId: ids.order.itemIds[1],
        productId: ids.gin,
        receivedQuantity: 4,
        unitCost: 30,
        discrepancyNote: '2 bottles broken',
        ...gin,
      },
    ],
  }
}

test.group('POST /api/purchase-orders/:id/receive', (group) => {
  group.each.setup(emptyDatabase)

  test('staff receive a sent order in one call: receipt, stock through the ledger, status', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const ids = await shortShipment()

    const response = await as(
      client,
      staff,
      'post',
      `/api/purchase-orders/${ids.order.id}/receive`,
      receiveBody(ids)
    )

    response.assertStatus(200)
    const receipt = response.body()
    assert.equal(receipt.purchaseOrderId, ids.order.id)
    assert.isFalse(receipt.isComplete)
    assert.equal(receipt.revision, 1)
    assert.equal(receipt.notes, 'Gin box crushed')
    assert.equal(receipt.receivedBy.username, staff.username)
    assert.deepEqual(
      receipt.items.map((item: any) => [
        item.productId,
        item.expectedQuantity,
        item.receivedQuantity,
        item.lineTotal,
      ]),
      [
        [ids.vodka, 24, 24, '432.00'],
        [ids.gin, 6, 4, '120.00'],
      ]
    )
    assert.equal(await stockOf(ids.vodka), 29)
    assert.equal(await stockOf(ids.gin), 6.5)
    const ledger = await ledgerOf(ids.gin)
    assert.deepEqual(ledger.at(-1), {
      type: 'receiving',
      change: 4,
      sourceType: 'receipt',
    })
    assert.equal(await orderStatus(ids.order.id), 'received')

    const read = await as(client, staff, 'get', `/api/purchase-orders/${ids.order.id}/receipt`)
    read.assertStatus(200)
    /* The receive answers exactly what reading the receipt answers afterwards. */
    assert.deepEqual(read.body(), receipt)
  })

  test('only a sent order can be received: 409 for created, 404 for unknown', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const ids = await shortShipment()
    const created = await insertOrder(
      ids.vendorId,
      [{ productId: ids.vodka, quantity: 1 }],
      'created'
    )

    const conflict = await as(client, staff, 'post', `/api/purchase-orders/${created.id}/receive`, {
      items: [
        {
          purchaseOrderItemId: created.itemIds[0],
          productId: ids.vodka,
          receivedQuantity: 1,
          unitCost: 20,
        },
      ],
    })
    conflict.assertStatus(409)
    assert.match(conflict.body().message, /Only a sent order can be received/)

    const missing = await as(
      client,
      staff,
      'post',
      '/api/purchase-orders/999999/receive',
      receiveBody(ids)
    )
    missing.assertStatus(404)
    assert.equal(await stockOf(ids.vodka), 5)
  })

  test('invalid lines are 422 and nothing is saved', async ({ client, assert }) => {
    const staff = await createTestUser()
    const ids = await shortShipment()
    const other = await insertProduct()
    const url = `/api/purchase-orders/${ids.order.id}/receive`

    const negative = await as(
      client,
      staff,
      'post',
      url,
      receiveBody(ids, {}, { receivedQuantity: -1 })
    )
    negative.assertStatus(422)
    assert.equal(negative.body().errors[0].field, 'items.1.receivedQuantity')

    const text = await as(client, staff, 'post', url, receiveBody(ids, { unitCost: 'twenty' }))
    text.assertStatus(422)
    assert.equal(text.body().errors[0].field, 'items.0.unitCost')

    const foreign = await as(client, staff, 'post', url, receiveBody(ids, { productId: other }))
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].field, 'items.0.productId')

    const notOnOrder = await as(
      client,
      staff,
      'post',
      url,
      receiveBody(ids, { purchaseOrderItemId: 999999 })
    )
    notOnOrder.assertStatus(422)

    assert.equal(await orderStatus(ids.order.id), 'sent')
    assert.equal(await stockOf(ids.gin), 2.5)
  })

  test('adjusting moves stock by the difference only, over several revisions (manager)', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const manager = await createTestUser({ role: 'manager' })
    const ids = await shortShipment()
    const url = `/api/purchase-orders/${ids.order.id}/receive`
    await as(client, staff, 'post', url, receiveBody(ids)).then((r) => r.assertStatus(200))

    const forbidden = await as(
      client,
      staff,
      'post',
      url,
      receiveBody(ids, {}, { receivedQuantity: 6 })
    )
    forbidden.assertStatus(403)

    const second = await as(
      client,
      manager,
      'post',
      url,
      receiveBody(ids, {}, { receivedQuantity: 6 })
    )
    second.assertStatus(200)
    assert.equal(await stockOf(ids.gin), 8.5)
    const third = await as(
      client,
      manager,
      'post',
      url,
      receiveBody(ids, { receivedCases: 1, receivedBottles: 10 }, { receivedQuantity: 5.5 })
    )
    third.assertStatus(200)
    assert.equal(await stockOf(ids.gin), 8)
    assert.equal(await stockOf(ids.vodka), 27)
    assert.equal(third.body().revision, 3)
    assert.deepEqual(
      third
        .body()
        .revisions.map((revision: any) => [revision.revision, revision.items[1].receivedQuantity]),
      [
        [1, 4],
        [2, 6],
      ]
    )
    const ledger = await ledgerOf(ids.gin)
    assert.deepEqual(
      ledger.map((row) => [row.type, row.change]),
      [
        ['initial', 2.5],
        ['receiving', 4],
        ['receiving_adjustment', 2],
        ['receiving_adjustment', -0.5],
      ]
    )
    assert.equal(await orderStatus(ids.order.id), 'received')
  })

  test('a higher invoice cost becomes the product cost, with history and affected cocktails', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const ids = await shortShipment()
    await insertRecipe('Vodka Tonic', 10, ids.vodka, 2.536)

    const response = await as(
      client,
      staff,
      'post',
      `/api/purchase-orders/${ids.order.id}/receive`,
      receiveBody(ids, { unitCost: 25.36, caseCost: 240 })
    )

    response.assertStatus(200)
    assert.deepEqual(response.body().costChanges, [
      {
        productId: ids.vodka,
        productName: response.body().costChanges[0].productName,
        oldUnitCost: '20.00',
        newUnitCost: '25.36',
        oldCaseCost: '216.00',
        newCaseCost: '240.00',
      },
    ])
    /* 2.536 oz of a 25.36 oz bottle is a tenth: $2.00 → $2.54 on a $10 menu price. */
    const [recipe] = response.body().affectedRecipes
    assert.include(recipe, {
      name: 'Vodka Tonic',
      costPerServingOld: '2.00',
      costPerServingNew: '2.54',
      pourCostPercentOld: '20.00',
      pourCostPercentNew: '25.40',
    })
    assert.deepEqual(await productCosts(ids.vodka), { unitCost: '25.36', caseCost: '240.00' })
    assert.deepEqual(await productCosts(ids.gin), { unitCost: '30.00', caseCost: null })
    const history = await productCostHistory(ids.vodka, db.connection())
    assert.lengthOf(history, 1)
    assert.include(history[0], {
      sourceType: 'receipt',
      oldUnitCost: '20.00',
      newUnitCost: '25.36',
    })
    assert.equal(history[0].sourceId, String(response.body().id))

    const read = await as(client, staff, 'get', `/api/receipts/${response.body().id}`)
    assert.deepEqual(read.body(), response.body())
  })

  test('an unknown cost stays unknown at a $0.00 receipt and is set by an invoice cost', async ({
    client,
    assert,
  }) => {
    /* A manager: adjusting a received receipt is theirs. */
    const staff = await createTestUser({ role: 'manager' })
    const ids = await shortShipment()
    await db.from('products').where('id', ids.gin).update({ unit_cost: null })
    await insertRecipe('Gin Neat', 10, ids.gin, 2)
    const receive = (unitCost: number) =>
      as(
        client,
        staff,
        'post',
        `/api/purchase-orders/${ids.order.id}/receive`,
        receiveBody(ids, {}, { unitCost })
      )

    const free = await receive(0)
    free.assertStatus(200)
    assert.deepEqual(free.body().costChanges, [])
    assert.deepEqual(await productCosts(ids.gin), { unitCost: null, caseCost: null })

    /* Adjusting the receipt with the invoice's cost: unknown → $25.40, the cocktail now priced. */
    const invoiced = await receive(25.4)
    invoiced.assertStatus(200)
    assert.containSubset(invoiced.body().costChanges, [
      { productId: ids.gin, oldUnitCost: null, newUnitCost: '25.40' },
    ])
    assert.containSubset(invoiced.body().affectedRecipes, [
      { name: 'Gin Neat', costPerServingOld: null, costPerServingNew: '2.00' },
    ])
  })
})

test.group('Receiving the same order twice at once', (group) => {
  group.each.setup(emptyDatabase)

  /* Real concurrent HTTP requests against the running server, each on its own connection and transaction. */
  test('exactly one of concurrent receives wins, the others get 409, stock moves once', async ({
    assert,
  }) => {
    const users = [
      await createTestUser(),
      await createTestUser(),
      await createTestUser({ role: 'admin' }),
    ]
    const ids = await shortShipment()
    const url = `/api/purchase-orders/${ids.order.id}/receive`
    /* Signed in first, so the receives leave together instead of queuing behind session writes. */
    const tabs = await Promise.all(
      users.map((user) => FetchTab.signIn(user.username, TEST_PASSWORD))
    )

    const answers = await Promise.all(tabs.map((tab) => tab.send('POST', url, receiveBody(ids))))

    const statuses = answers.map((answer) => answer.status).sort()
    assert.deepEqual(statuses, [200, 409, 409])
    assert.equal(await stockOf(ids.vodka), 29)
    assert.equal(await stockOf(ids.gin), 6.5)
    const receipts = await db
      .from('receipts')
      .where('purchase_order_id', ids.order.id)
      .count('* as n')
      .first()
    assert.equal(Number(receipts.n), 1)
  })
})
