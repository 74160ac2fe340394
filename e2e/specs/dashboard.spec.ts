import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright-core'
import { apiCall, signInAsAdmin } from '../support/session.js'
import { appUrl, openPage, PHONE } from '../support/browser.js'
import { chooseOption } from '../support/antd.js'

function uniqueTag() {
  return `d${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function createProduct(context: BrowserContext, fields: Record<string, unknown>) {
  return apiCall<{ id: number; name: string }>(context, 'POST', '/api/products', {
    category: 'Vodka',
    size: '750ml',
    unitCost: 10,
    ...fields,
  })
}

interface Metrics {
  monthlySales: string
  totalItems: number
  lowStockCount: number
  pendingOrders: number
  previousMonth: { totalItems: number }
}

async function openDashboard(page: Page) {
  await page.goto(appUrl('/dashboard'))
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
}

test.group('Dashboard', () => {
  test('metric cards show the server figures with a trend from last month and link onwards', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await createProduct(context, {
      name: `${uniqueTag()} Low Gin`,
      category: 'Gin',
      currentStock: 1,
    })
    const metrics = await apiCall<Metrics>(context, 'GET', '/api/dashboard/metrics')

    await openDashboard(page)
    const cards = page.getByRole('region', { name: 'Metrics' })
    const total = cards.getByRole('link', { name: `Total Items: ${metrics.totalItems}` })
    await total.waitFor()
    /* Everything in a fresh test database was made this month. */
    await cards
      .getByText(/from last month|since last month/)
      .first()
      .waitFor()
    assert.equal(metrics.previousMonth.totalItems, 0)
    await cards.getByText('New since last month').first().waitFor()
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    await cards
      .getByText(dollars.format(Number(metrics.monthlySales)))
      .first()
      .waitFor()
    await cards.getByText('Monthly Sales').waitFor()

    await cards.getByRole('link', { name: `Pending Orders: ${metrics.pendingOrders}` }).click()
    await page.getByRole('heading', { name: 'Purchase Orders' }).waitFor()

    await openDashboard(page)
    await cards.getByRole('link', { name: `Low Stock Alerts: ${metrics.lowStockCount}` }).click()
    await page.getByRole('heading', { name: 'Inventory Management' }).waitFor()
    assert.include(new URL(page.url()).search, 'stock=low')
  })

  test('desktop: the sidebar lists the screens in SPEC order, admin extras after them', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await openDashboard(page)
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' })
    assert.deepEqual(await sidebar.getByRole('link').allInnerTexts(), [
      'Dashboard',
      'Inventory',
      'Purchase Orders',
      'Receiving',
      'Recipes',
      'Vendors',
      'Integrations',
      'Reports',
      'Counts',
      'Users',
    ])
  })

  test('Quick Actions, from the header menu and the card, open the real dialogs', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    await createProduct(context, { name: `${tag} Adjust Rum`, category: 'Rum', currentStock: 5 })

    await openDashboard(page)
    await page.getByRole('button', { name: 'Quick Actions' }).click()
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: 'Create Purchase Order' }).click()
    await page.getByRole('dialog', { name: 'Create Purchase Order' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/purchase-orders')

    await openDashboard(page)
    const card = page.getByRole('region', { name: 'Quick Actions' })
    await card.getByRole('button', { name: 'Receive Shipment' }).click()
    await page.getByRole('heading', { name: 'Receiving' }).waitFor()

    await openDashboard(page)
    await card.getByRole('button', { name: 'Add New Recipe' }).click()
    await page.getByRole('dialog', { name: 'Create Recipe' }).waitFor()

    await openDashboard(page)
    await card.getByRole('button', { name: 'Inventory Adjustment' }).click()
    const chooser = page.getByRole('dialog', { name: 'Inventory Adjustment' })
    await chooser.waitFor()
    await chooseOption(page, chooser.getByLabel('Find item'), `${tag} Adjust Rum (750ml)`, {
      search: tag,
    })
    await page.getByRole('dialog', { name: `Adjust stock: ${tag} Adjust Rum` }).waitFor()
  })

  test('Recent Activity: Reorder on a low-stock alert, and View All Activity with filters', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    await createProduct(context, {
      name: `${tag} Empty Cognac`,
      category: 'Brandy',
      currentStock: 0,
      reorderLevel: 99999,
    })

    await openDashboard(page)
    const activity = page.getByRole('region', { name: 'Recent Activity' })
    await activity.getByRole('link', { name: `Reorder ${tag} Empty Cognac` }).click()
    await page.getByRole('dialog').getByText(`${tag} Empty Cognac`).waitFor()

    await openDashboard(page)
    await activity.getByRole('link', { name: 'View All Activity' }).click()
    await page.getByRole('heading', { name: 'Activity' }).waitFor()
    await chooseOption(page, page.getByLabel('Module'), 'Inventory')
    await page
      .getByText(new RegExp(`${tag} Empty Cognac`))
      .first()
      .waitFor()
    assert.include(new URL(page.url()).pathname, '/activity')
    assert.isTrue(await page.getByRole('button', { name: 'Previous' }).isDisabled())
  })

  test('Inventory Shortcuts: Find Item and Scan Barcode land on the product; Export Data downloads', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const barcode = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    await createProduct(context, { name: `${tag} Found Gin`, category: 'Gin', barcode })

    await page.addInitScript((code) => {
      const canvas = document.createElement('canvas')
      canvas.width = 64
      canvas.height = 48
      const stream = canvas.captureStream(10)
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: async () => stream },
      })
      ;(window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = class {
        async detect() {
          return [{ rawValue: code }]
        }
      }
      const context2d = canvas.getContext('2d')!
      setInterval(() => context2d.fillRect(0, 0, Math.random() * 64, 48), 50)
    }, barcode)

    await openDashboard(page)
    const shortcuts = page.getByRole('region', { name: 'Inventory Shortcuts' })
    await chooseOption(page, shortcuts.getByLabel('Find item'), `${tag} Found Gin (750ml)`, {
      search: tag,
    })
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    await edit.waitFor()
    assert.equal(await edit.getByLabel('Product name').inputValue(), `${tag} Found Gin`)

    await openDashboard(page)
    await shortcuts.getByRole('button', { name: 'Scan Barcode' }).click()
    await edit.waitFor()
    assert.equal(await edit.getByLabel('Product name').inputValue(), `${tag} Found Gin`)

    await openDashboard(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      shortcuts.getByRole('button', { name: 'Export Data' }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'inventory_export.xlsx')
  })

  test('Current Inventory: the search box and category select filter on the server', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    await createProduct(context, { name: `${tag} Filter Gin`, category: 'Gin' })
    await createProduct(context, { name: `${tag} Filter Rum`, category: 'Rum' })
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/products') asked.push(url.search)
    })

    await openDashboard(page)
    const widget = page.getByRole('region', { name: 'Current Inventory' })
    const names = () => widget.locator('tbody tr td:first-child strong').allInnerTexts()
    await widget.getByLabel('Search inventory').fill(tag)
    await widget.getByText(`${tag} Filter Rum`).waitFor()
    assert.deepEqual(await names(), [`${tag} Filter Gin`, `${tag} Filter Rum`])

    await chooseOption(page, widget.getByLabel('Category'), 'Rum')
    await widget.getByText(`${tag} Filter Gin`).waitFor({ state: 'detached' })
    assert.deepEqual(await names(), [`${tag} Filter Rum`])
    assert.include(asked, `?limit=5&search=${tag}&category=Rum`)
  })

  test('Recent Purchase Orders: View opens the order, Track goes to Receiving for a sent order', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const vendor = await apiCall<{ id: number }>(context, 'POST', '/api/vendors', {
      name: `${tag} Vendor`,
    })
    const product = await createProduct(context, { name: `${tag} Order Gin`, category: 'Gin' })
    const order = await apiCall<{ id: number; orderNumber: string }>(
      context,
      'POST',
      '/api/purchase-orders',
      {
        orderNumber: `${tag}-PO`,
        vendorId: vendor.id,
        items: [{ productId: product.id, quantity: 2, unitCost: 10 }],
      }
    )
    await apiCall(context, 'PUT', `/api/purchase-orders/${order.id}`, { status: 'sent' })

    await openDashboard(page)
    const recent = page.getByRole('region', { name: 'Recent Purchase Orders' })
    await recent.getByRole('link', { name: `View ${tag}-PO` }).click()
    await page.getByText('Order Details').waitFor()
    assert.equal(new URL(page.url()).pathname, `/purchase-orders/${order.id}`)

    await openDashboard(page)
    await recent.getByRole('link', { name: `Track ${tag}-PO` }).click()
    await page
      .getByLabel(`Order ${tag}-PO`)
      .getByRole('button', { name: 'Receive Order' })
      .waitFor()
  })

  test('phone: exactly six bottom-bar entries in SPEC order, and every dashboard part fits 360 px', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, { ...PHONE, width: 360 })
    await signInAsAdmin(context)
    await openDashboard(page)
    const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' })
    await bottomBar.waitFor()
    assert.deepEqual(await bottomBar.getByRole('link').allInnerTexts(), [
      'Dashboard',
      'Inventory',
      'Orders',
      'Recipes',
      'Integrations',
      'Reports',
    ])
    await page.getByRole('region', { name: 'Quick Actions' }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
  })
})
