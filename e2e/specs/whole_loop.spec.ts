import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright-core'
import { apiCall, signInAsAdmin } from '../support/session.js'
import { appUrl, openPage } from '../support/browser.js'

interface Product {
  id: number
  name: string
  currentStock: number
}

function uniqueTag() {
  return `w${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' })
}

async function stockOf(context: BrowserContext, id: number) {
  const product = await apiCall<Product>(context, 'GET', `/api/products/${id}`)
  return product.currentStock
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

test.group('The whole loop', () => {
  test('vendor and products → recipe → order → send → receive one short → a POS sale → inventory, report and dashboard show it', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()

    /* The catalogue: a vendor, two bottles, a cocktail made of them. */
    const vendor = await apiCall<{ id: number }>(context, 'POST', '/api/vendors', {
      name: `${tag} Spirits Co`,
    })
    const rum = await apiCall<Product>(context, 'POST', '/api/products', {
      name: `${tag} Rum`,
      category: 'Rum',
      size: '750ml',
      currentStock: 2,
      unitCost: 18,
    })
    const lime = await apiCall<Product>(context, 'POST', '/api/products', {
      name: `${tag} Lime Cordial`,
      category: 'Mixers',
      size: '750ml',
      currentStock: 1,
      unitCost: 6,
    })
    const recipe = await apiCall<{ id: number }>(context, 'POST', '/api/recipes', {
      name: `${tag} Daiquiri`,
      ingredients: [
        { productId: rum.id, amount: '2 oz', amountInOz: 2 },
        { productId: lime.id, amount: '1 oz', amountInOz: 1 },
      ],
    })
    const before = await apiCall<{ monthlySales: string }>(context, 'GET', '/api/dashboard/metrics')

    /* The order, sent from its detail screen. */
    const order = await apiCall<{ id: number; orderNumber: string }>(
      context,
      'POST',
      '/api/purchase-orders',
      {
        vendorId: vendor.id,
        items: [
          { productId: rum.id, quantity: 6, unitCost: 18 },
          { productId: lime.id, quantity: 2, unitCost: 6 },
        ],
      }
    )
    await page.goto(appUrl(`/purchase-orders/${order.id}`))
    await page.getByRole('button', { name: 'Send to Vendor' }).click()
    await toasts(page).getByText('Order Sent Successfully', { exact: true }).waitFor()

    /* Receiving from the dashboard's Track link, one rum bottle short. */
    await page.goto(appUrl('/dashboard'))
    await page
      .getByRole('region', { name: 'Recent Purchase Orders' })
      .getByRole('link', { name: `Track ${order.orderNumber}` })
      .click()
    await page.getByRole('heading', { name: 'Receiving' }).waitFor()
    await page
      .getByLabel(`Order ${order.orderNumber}`)
      .getByRole('button', { name: 'Receive Order' })
      .click()
    await page.getByLabel(`Received bottles of ${tag} Rum`).fill('5')
    await page.getByLabel(`Discrepancy note for ${tag} Rum`).fill('One bottle short')
    await page.getByRole('button', { name: 'Complete Receiving' }).click()
    await toasts(page).getByText('Shipment received successfully', { exact: true }).waitFor()
    assert.equal(await stockOf(context, rum.id), 7)
    assert.equal(await stockOf(context, lime.id), 3)

    /* The point of sale reports four daiquiris: 8 oz of rum, 4 oz of cordial. */
    await apiCall(context, 'POST', '/api/pos-data', {
      transactionId: `${tag}-ticket-1`,
      recipeId: recipe.id,
      quantity: 4,
      amount: 44,
      saleDate: new Date().toISOString(),
    })
    const rumLeft = 7 - Math.round((8 / 25.36) * 1000) / 1000
    assert.closeTo(await stockOf(context, rum.id), rumLeft, 0.0011)

    /* Inventory shows the stock the sale left. */
    await page.goto(appUrl('/inventory'))
    await page.getByLabel('Search products').fill(`${tag} Rum`)
    await page.getByText(new Intl.NumberFormat('en-US').format(rumLeft)).first().waitFor()

    /* Today's report lists the sale and what it took from stock. */
    await page.goto(appUrl('/reports'))
    await page.getByText('Today', { exact: true }).click()
    const sales = page.getByRole('region', { name: 'Sales for the Period' })
    await sales.getByRole('cell', { name: `${tag} Daiquiri` }).waitFor()
    await sales.getByRole('cell', { name: '$44.00' }).waitFor()
    const deductions = page.getByRole('region', { name: 'Inventory Deductions from Sales' })
    await deductions.getByRole('cell', { name: `${tag} Rum` }).waitFor()
    /* The ledger keeps thousandths of a bottle: 8 oz is 0.315 bottle, shown back as 7.99 oz. */
    const ounces = ((Math.round((8 / 25.36) * 1000) / 1000) * 25.36).toFixed(2)
    await deductions
      .getByRole('cell', { name: `0 bottles + ${ounces} oz` })
      .first()
      .waitFor()

    /* The dashboard's Monthly Sales moved by the sale. */
    const after = Number(before.monthlySales) + 44
    await page.goto(appUrl('/dashboard'))
    await page
      .getByRole('region', { name: 'Metrics' })
      .getByText(usd.format(after), { exact: true })
      .waitFor()
  })
})
