import { test } from '@japa/runner'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { storagePath } from '#config/app'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import {
  as,
  statusOf,
  jsonOf,
  expectStatus,
  FetchTab,
  FILES,
  insertOrder,
  insertProduct,
  insertVendor,
  ledgerOf,
  orderStatus,
  stockOf,
} from '#modules/receiving/tests/helpers/fixtures'

const photoFolder = join(storagePath, 'uploads', 'invoice-photos')
const storedFiles = () => (existsSync(photoFolder) ? readdirSync(photoFolder).length : 0)

async function uploadUrl(tab: FetchTab) {
  const answer = await tab.send('POST', '/api/objects/upload')
  const body = (await answer.json()) as { uploadURL: string }
  return { status: answer.status, uploadURL: body.uploadURL }
}

test.group('The spec step-by-step receiving sequence (SPEC §7)', (group) => {
  group.each.setup(emptyDatabase)

  test('receipt, items, photo, status, then stock by PUT: exactly previous + received, never doubled', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const vendorId = await insertVendor()
    const vodka = await insertProduct({ stock: 5 })
    const order = await insertOrder(vendorId, [{ productId: vodka, cases: 1 }])
    const tab = await FetchTab.signIn(staff.username, TEST_PASSWORD)

    const receipt = await as(client, staff, 'post', '/api/receipts', {
      purchaseOrderId: order.id,
      notes: 'Two bottles short',
      isComplete: false,
      invoicePhotoUrl: null,
    })
    receipt.assertStatus(201)
    const receiptId = receipt.body().id
    const item = await as(client, staff, 'post', '/api/receipt-items', {
      receiptId,
      productId: vodka,
      expectedQuantity: 12,
      receivedQuantity: 10,
      discrepancyNote: 'Two short',
    })
    item.assertStatus(201)
    assert.include(item.body(), {
      receiptId,
      productId: vodka,
      expectedQuantity: 12,
      receivedQuantity: 10,
    })
    assert.equal(await stockOf(vodka), 5, 'the receipt calls never move stock')

    const { uploadURL } = await uploadUrl(tab)
    assert.equal(await statusOf(tab.send('PUT', uploadURL, FILES.jpeg, 'image/jpeg')), 201)
    const photo = await as(client, staff, 'post', '/api/invoice-photos', {
      receiptId,
      photoUrl: uploadURL,
      fileName: 'invoice.jpg',
    })
    photo.assertStatus(201)
    assert.equal(photo.body().fileName, 'invoice.jpg')

    await expectStatus(
      as(client, staff, 'put', `/api/purchase-orders/${order.id}`, { status: 'received' }),
      200
    )
    assert.equal(await stockOf(vodka), 5, 'the status change alone moves no stock')
    await expectStatus(
      as(client, staff, 'put', `/api/products/${vodka}`, { currentStock: 15 }),
      200
    )

    assert.equal(await stockOf(vodka), 15)
    const ledger = await ledgerOf(vodka)
    assert.deepEqual(
      ledger.map((row) => row.change),
      [5, 10]
    )
    const read = await as(client, staff, 'get', `/api/purchase-orders/${order.id}/receipt`)
    assert.equal(read.body().items[0].receivedQuantity, 10)
    assert.lengthOf(read.body().photos, 1)
  })

  test('receipts only for a sent order; items only for products on it, quantities ≥ 0', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const vendorId = await insertVendor()
    const vodka = await insertProduct()
    const gin = await insertProduct()
    const created = await insertOrder(vendorId, [{ productId: vodka, quantity: 1 }], 'created')
    const sent = await insertOrder(vendorId, [{ productId: vodka, quantity: 1 }])

    const notSent = await as(client, staff, 'post', '/api/receipts', {
      purchaseOrderId: created.id,
      notes: '',
    })
    notSent.assertStatus(409)
    await expectStatus(as(client, staff, 'post', '/api/receipts', { purchaseOrderId: 999999 }), 404)
    const receipt = await as(client, staff, 'post', '/api/receipts', {
      purchaseOrderId: sent.id,
      isComplete: true,
    })
    receipt.assertStatus(201)

    const negative = await as(client, staff, 'post', '/api/receipt-items', {
      receiptId: receipt.body().id,
      productId: vodka,
      expectedQuantity: 1,
      receivedQuantity: -2,
    })
    negative.assertStatus(422)
    assert.equal(negative.body().errors[0].field, 'receivedQuantity')
    const foreign = await as(client, staff, 'post', '/api/receipt-items', {
      receiptId: receipt.body().id,
      productId: gin,
      expectedQuantity: 1,
      receivedQuantity: 1,
    })
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].field, 'productId')
    assert.equal(await orderStatus(sent.id), 'sent')
  })
})

test.group('Invoice photos', (group) => {
  group.each.setup(emptyDatabase)

  test('an upload URL is same-origin, signed and works once; JPEG, PNG, WebP and HEIC are kept', async ({
    assert,
  }) => {
    const staff = await createTestUser()
    const tab = await FetchTab.signIn(staff.username, TEST_PASSWORD)

    for (const [kind, type] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['heic', 'image/heic'],
    ] as const) {
      const { status, uploadURL } = await uploadUrl(tab)
      assert.equal(status, 200)
      assert.equal(new URL(uploadURL).host, `${process.env.HOST}:${process.env.PORT}`)
      const stored = await tab.send('PUT', uploadURL, FILES[kind], 'application/octet-stream')
      assert.equal(stored.status, 201, kind)
      const again = await tab.send('PUT', uploadURL, FILES[kind])
      assert.equal(again.status, 409, 'single use')

      const { photoUrl } = await jsonOf<{ photoUrl: string }>(stored)
      const served = await tab.send('GET', photoUrl)
      assert.equal(served.status, 200)
      assert.equal(served.headers.get('content-type'), type)
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff')
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), FILES[kind])

      const anonymous = await new FetchTab().send('GET', photoUrl)
      assert.equal(anonymous.status, 401)
    }

    const { uploadURL } = await uploadUrl(tab)
    const forged = uploadURL.replace(/signature=[^&]+/, 'signature=forged')
    assert.equal(await statusOf(tab.send('PUT', forged, FILES.png)), 403)
  })

  test('SVG named .png, HTML and files above 10 MB are refused and nothing is written', async ({
    assert,
  }) => {
    const staff = await createTestUser()
    const tab = await FetchTab.signIn(staff.username, TEST_PASSWORD)
    const before = storedFiles()

    const svg = await uploadUrl(tab)
    const refused = await tab.send(
      'PUT',
      `${svg.uploadURL}&fileName=invoice.png`,
      FILES.svg,
      'image/png'
    )
    assert.equal(refused.status, 415)
    const html = await uploadUrl(tab)
    assert.equal(await statusOf(tab.send('PUT', html.uploadURL, FILES.html, 'image/jpeg')), 415)

    const big = await uploadUrl(tab)
    const huge = Buffer.concat([FILES.jpeg, Buffer.alloc(10_485_760)])
    assert.equal(await statusOf(tab.send('PUT', big.uploadURL, huge, 'image/jpeg')), 413)
    const exact = await uploadUrl(tab)
    const limit = Buffer.concat([FILES.jpeg, Buffer.alloc(10_485_760 - FILES.jpeg.length)])
    assert.equal(await statusOf(tab.send('PUT', exact.uploadURL, limit, 'image/jpeg')), 201)

    assert.equal(storedFiles(), before + 1)
  })

  test('a receipt holds at most 5 photos', async ({ client, assert }) => {
    const staff = await createTestUser()
    const tab = await FetchTab.signIn(staff.username, TEST_PASSWORD)
    const vendorId = await insertVendor()
    const vodka = await insertProduct()
    const order = await insertOrder(vendorId, [{ productId: vodka, quantity: 2 }])

    const photos: Array<{ id: number; photoUrl: string }> = []
    for (let index = 0; index < 6; index++) {
      const { uploadURL } = await uploadUrl(tab)
      const stored = await tab.send('PUT', uploadURL, FILES.png, 'image/png')
      photos.push((await stored.json()) as { id: number; photoUrl: string })
    }
    const photoIds = photos.map((photo) => photo.id)
    const body = {
      notes: null,
      items: [
        {
          purchaseOrderItemId: order.itemIds[0],
          productId: vodka,
          receivedQuantity: 2,
          unitCost: 20,
        },
      ],
    }
    const tooMany = await as(client, staff, 'post', `/api/purchase-orders/${order.id}/receive`, {
      ...body,
      photoIds,
    })
    tooMany.assertStatus(422)
    assert.equal(await stockOf(vodka), 0)

    const five = await as(client, staff, 'post', `/api/purchase-orders/${order.id}/receive`, {
      ...body,
      photoIds: photoIds.slice(0, 5),
    })
    five.assertStatus(200)
    assert.lengthOf(five.body().photos, 5)
    const sixth = await as(client, staff, 'post', '/api/invoice-photos', {
      receiptId: five.body().id,
      photoUrl: photos[5].photoUrl,
    })
    sixth.assertStatus(422)
    assert.equal(sixth.body().errors[0].message, 'A receipt holds at most 5 photos')
  })
})
