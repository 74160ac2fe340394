import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright-core'
import { apiCall, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage } from '../support/browser.js'

interface Product {
  id: number
  name: string
  currentStock: number
  unitCost: string
}

interface Order {
  id: number
  orderNumber: string
}

/* Receiving happens at the back door with a phone: the narrowest phone we support. */
const NARROW_PHONE = { width: 360, height: 780 }

const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['desktop', DESKTOP],
  ['phone', NARROW_PHONE],
]

/* The smallest PNG header the server's content check accepts. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
])

function uniqueTag() {
  return `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' })
}

async function stockOf(context: BrowserContext, id: number) {
  const products = await apiCall<Product[]>(context, 'GET', '/api/products')
  return products.find((product) => product.id === id)!.currentStock
}

test.group('Receiving', () => {
  test('{0}: send → Go to Receiving → receive one line short with a note and a photo → adjust')
    .with(VIEWPORTS)
    .run(async (ctx, [, viewport]) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const vendor = await apiCall<{ id: number }>(context, 'POST', '/api/vendors', {
        name: `Dockside ${tag}`,
      })
      const vodka = await apiCall<Product>(context, 'POST', '/api/products', {
        name: `${tag} Vodka`,
        category: 'Vodka',
        size: '750ml',
        currentStock: 3,
        unitCost: 20,
      })
      const gin = await apiCall<Product>(context, 'POST', '/api/products', {
        name: `${tag} Gin`,
        category: 'Gin',
        size: '750ml',
        currentStock: 1,
        unitCost: 30,
      })
      const order = await apiCall<Order>(context, 'POST', '/api/purchase-orders', {
        vendorId: vendor.id,
        items: [
          { productId: vodka.id, quantity: 6, unitCost: 20 },
          { productId: gin.id, quantity: 4, unitCost: 30 },
        ],
      })

      await page.goto(appUrl(`/purchase-orders/${order.id}`))
      await page.getByRole('button', { name: 'Send to Vendor' }).click()
      await toasts(page).getByText('Order Sent Successfully', { exact: true }).waitFor()
      await toasts(page).getByRole('link', { name: 'Go to Receiving' }).click()

      await page.getByRole('heading', { name: 'Receiving' }).waitFor()
      await page.getByRole('tab', { name: /Orders to Receive \(\d+\)/ }).waitFor()
      const card = page.getByLabel(`Order ${order.orderNumber}`)
      await card.getByText(`Dockside ${tag}`).waitFor()
      await card.getByText('Expected: Not set').waitFor()
      await card.getByRole('button', { name: 'Receive Order' }).click()

      await page.getByRole('heading', { name: 'Receive Order' }).waitFor()
      await page.getByRole('button', { name: 'Back to Orders' }).click()
      await page.getByRole('tab', { name: /Orders to Receive/ }).waitFor()

      /* The dashboard lists the shipment on its way, one tap from its form. */
      await page.goto(appUrl('/dashboard'))
      await page
        .getByRole('listitem')
        .filter({ hasText: order.orderNumber })
        .getByRole('button', { name: 'Receive Order' })
        .click()
      await page.getByRole('heading', { name: 'Receive Order' }).waitFor()
      const ginLine = page.getByLabel(`${tag} Gin`, { exact: true })
      await ginLine.getByText('Complete').waitFor()
      await page.getByLabel(`Received bottles of ${tag} Gin`).fill('3')
      await ginLine.getByText('Partial').waitFor()
      await page
        .getByText('Quantity discrepancies detected. Please add notes for any differences.')
        .waitFor()
      await page.getByLabel(`Discrepancy note for ${tag} Gin`).fill('One bottle broken')
      await page.getByText('Adjusted Total').waitFor()
      await page.getByText('-$30.00').waitFor()

      await page.getByLabel('Invoice photos').setInputFiles({
        name: 'invoice.png',
        mimeType: 'image/png',
        buffer: PNG,
      })
      await toasts(page).getByText('1 photo(s) uploaded', { exact: true }).waitFor()
      await page.getByLabel('Additional notes').fill('Driver was late')
      await page.getByRole('button', { name: 'Complete Receiving' }).click()
      await toasts(page).getByText('Shipment received successfully', { exact: true }).waitFor()
      await page.getByRole('tab', { name: /Received Orders \(\d+\)/ }).waitFor()
      await page.getByText('1 item received short').waitFor()
      /* The list the form returns to is current: the order moved to Received Orders. */
      await page
        .getByLabel(`Order ${order.orderNumber}`)
        .getByRole('button', { name: 'Adjust Receipt' })
        .waitFor()

      assert.equal(await stockOf(context, vodka.id), 9)
      assert.equal(await stockOf(context, gin.id), 4)
      await page.goto(appUrl(`/inventory`))
      await page.getByRole('heading', { name: 'Inventory Management' }).waitFor()
      /* The screen pages on the server: find the product by search, as a manager would. */
      await page.getByLabel('Search products').fill(tag)
      await page.getByText(`${tag} Gin`).first().waitFor()

      await page.goto(appUrl('/receiving'))
      await page.getByRole('tab', { name: /Received Orders/ }).click()
      await page
        .getByLabel(`Order ${order.orderNumber}`)
        .getByRole('button', { name: 'Adjust Receipt' })
        .click()
      await page.getByRole('heading', { name: 'Adjust Receipt' }).waitFor()
      const bottles = page.getByLabel(`Received bottles of ${tag} Gin`)
      assert.equal(await bottles.inputValue(), '3')
      await bottles.fill('4')
      await page.getByRole('button', { name: 'Complete Receiving' }).click()
      await toasts(page).getByText('Shipment received successfully', { exact: true }).waitFor()
      assert.equal(await stockOf(context, gin.id), 5)
      assert.equal(await stockOf(context, vodka.id), 9)

      await page.goto(appUrl(`/purchase-orders/${order.id}`))
      await page.getByText('Driver was late').waitFor()
      await page.getByText(/Revision 1/).waitFor()
    })
  test('a scanned bottle counts one more on its line; an unknown code says so', async (ctx) => {
    const { assert } = ctx
    /* The unknown code's lookup answers 404 on purpose. */
    const { page, context } = await openPage(ctx, NARROW_PHONE, {
      expectedConsoleErrors: [/status of 404/],
    })
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const barcode = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    const vendor = await apiCall<{ id: number }>(context, 'POST', '/api/vendors', {
      name: `Dockside ${tag}`,
    })
    const rum = await apiCall<Product>(context, 'POST', '/api/products', {
      name: `${tag} Rum`,
      category: 'Rum',
      size: '750ml',
      barcode,
      unitCost: 25,
    })
    const order = await apiCall<Order>(context, 'POST', '/api/purchase-orders', {
      vendorId: vendor.id,
      items: [{ productId: rum.id, quantity: 2, unitCost: 25 }],
    })
    await apiCall(context, 'PUT', `/api/purchase-orders/${order.id}`, { status: 'sent' })

    await page.goto(appUrl(`/receiving/${order.id}`))
    await page.getByRole('heading', { name: 'Receive Order' }).waitFor()
    const bottles = page.getByLabel(`Received bottles of ${tag} Rum`)
    assert.equal(await bottles.inputValue(), '2')
    const scanBox = page.getByLabel('Scan barcode')
    await scanBox.fill(barcode)
    await scanBox.press('Enter')
    /* One bottle more than ordered: the form now warns of a discrepancy. */
    await page
      .getByText('Quantity discrepancies detected. Please add notes for any differences.')
      .waitFor()
    assert.equal(await bottles.inputValue(), '3')
    assert.equal(await scanBox.inputValue(), '')

    await scanBox.fill(`${tag}-9999`)
    await scanBox.press('Enter')
    await toasts(page).getByText('Unknown barcode', { exact: true }).waitFor()
    assert.equal(await bottles.inputValue(), '3')
  })
})
