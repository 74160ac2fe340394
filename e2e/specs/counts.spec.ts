import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright-core'
import { apiCall, signInAs, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage, PHONE } from '../support/browser.js'
import { chooseOption } from '../support/antd.js'

interface Product {
  id: number
  currentStock: number
}

interface SessionDetail {
  id: number
  lines: Array<{ clientId: string; productId: number; quantity: number; counter: string }>
}

/* What a phone without signal logs: refused requests, and the service worker's offline answers. */
const OFFLINE_ERRORS = [
  /ERR_INTERNET_DISCONNECTED/,
  /status of 503/,
  /Failed to fetch/,
  /FetchEvent/,
]

function uniqueTag() {
  return `c${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
}

async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByText(title, { exact: true })
    .waitFor()
}

async function product(admin: BrowserContext, name: string, unitCost: number, stock: number) {
  return apiCall<Product>(admin, 'POST', '/api/products', {
    name,
    category: 'Gin',
    size: '750ml',
    unitCost,
    currentStock: stock,
  })
}

/** Opens the area on the count screen and counts one product with the steppers and tenths. */
async function countProduct(page: Page, name: string, bottles: number, tenths: string) {
  await page.getByRole('button', { name: `Count ${name}` }).click()
  const sheet = page.getByRole('dialog', { name: new RegExp(name) })
  for (let step = 0; step < bottles; step++) {
    await sheet.getByRole('button', { name: 'One bottle more' }).click()
  }
  await sheet.getByText(tenths, { exact: true }).click()
  const total = Number((bottles + Number(tenths)).toFixed(1))
  await sheet.getByRole('button', { name: `Save ${total} bottles` }).click()
  await sheet.waitFor({ state: 'hidden' })
}

async function openArea(page: Page, sessionId: number, area: string) {
  await page.goto(appUrl(`/counts/${sessionId}`))
  await page.getByRole('button', { name: `Count ${area}` }).click()
  await page.getByRole('heading', { name: area }).waitFor()
}

test.group('Stock counts', () => {
  test('two counters, one offline through a reload; the manager finalizes; stock and variance follow', async (ctx) => {
    const { assert } = ctx
    const admin = await openPage(ctx, DESKTOP)
    await signInAsAdmin(admin.context)
    const first = await openPage(ctx, PHONE)
    const second = await openPage(ctx, PHONE, { expectedConsoleErrors: OFFLINE_ERRORS })
    await signInAs(first.context, admin.context, 'staff')
    await signInAs(second.context, admin.context, 'staff')

    const tag = uniqueTag()
    const area = `Cellar ${tag}`
    const gin = await product(admin.context, `Gin ${tag}`, 20, 6)
    const rum = await product(admin.context, `Rum ${tag}`, 10, 4)
    const { id: areaId } = await apiCall<{ id: number }>(
      admin.context,
      'POST',
      '/api/count-areas',
      {
        name: area,
      }
    )
    await apiCall(admin.context, 'PUT', `/api/count-areas/${areaId}/products`, {
      productIds: [gin.id, rum.id],
    })

    /* The start count, through the API: 6 gin, 4 rum. */
    const start = await apiCall<{ id: number }>(admin.context, 'POST', '/api/count-sessions', {
      name: `Start ${tag}`,
      areaIds: [areaId],
    })
    await apiCall(admin.context, 'POST', `/api/count-sessions/${start.id}/lines`, [
      { clientId: `${tag}-s1`, productId: gin.id, areaId, fullBottles: 6 },
      { clientId: `${tag}-s2`, productId: rum.id, areaId, fullBottles: 4 },
    ])
    await apiCall(admin.context, 'POST', `/api/count-sessions/${start.id}/finalize`, {})
    /* Between the counts: six bottles of rum are received on a purchase order… */
    const vendor = await apiCall<{ id: number }>(admin.context, 'POST', '/api/vendors', {
      name: `Cellar Supply ${tag}`,
    })
    const order = await apiCall<{ id: number; items: Array<{ id: number }> }>(
      admin.context,
      'POST',
      '/api/purchase-orders',
      { vendorId: vendor.id, items: [{ productId: rum.id, quantity: 6, unitCost: 10 }] }
    )
    await apiCall(admin.context, 'PUT', `/api/purchase-orders/${order.id}`, { status: 'sent' })
    await apiCall(admin.context, 'POST', `/api/purchase-orders/${order.id}/receive`, {
      items: [
        {
          purchaseOrderItemId: order.items[0].id,
          productId: rum.id,
          receivedQuantity: 6,
          unitCost: 10,
        },
      ],
    })
    /* …and a broken bottle of gin is recorded. */
    await apiCall(admin.context, 'POST', '/api/inventory-adjustments', {
      productId: gin.id,
      adjustmentType: 'breakage',
      quantityChange: -1,
      reason: 'Dropped',
    })

    /* The manager opens the end count on screen. */
    await admin.page.goto(appUrl('/counts'))
    await admin.page.getByRole('button', { name: 'Open Count' }).click()
    const dialog = admin.page.getByRole('dialog', { name: 'Open Count' })
    await dialog.getByLabel('Name').fill(`End ${tag}`)
    await dialog.getByRole('checkbox', { name: area }).check()
    await dialog.getByRole('button', { name: 'Open Count' }).click()
    await admin.page.waitForURL(/\/counts\/\d+$/)
    await admin.page.getByRole('heading', { name: `End ${tag}` }).waitFor()
    const sessionId = Number(new URL(admin.page.url()).pathname.split('/').pop())

    /* Counter one, online: 4.5 gin. */
    await openArea(first.page, sessionId, area)
    await countProduct(first.page, `Gin ${tag}`, 4, '0.5')
    await first.page.getByText('All lines synced').waitFor()

    /* Counter two loses the signal in the cellar, counts 2 rum and 0.7 gin, and reloads. */
    await openArea(second.page, sessionId, area)
    await second.context.setOffline(true)
    await countProduct(second.page, `Rum ${tag}`, 2, '0.0')
    await countProduct(second.page, `Gin ${tag}`, 0, '0.7')
    await second.page.getByText('2 lines waiting to sync').waitFor()
    await second.page.reload()
    await second.page.getByText('2 lines waiting to sync').waitFor()
    await second.page.getByText('Offline').waitFor()

    /* Back in signal: the queue empties, and every line arrives once. */
    await second.context.setOffline(false)
    await second.page.getByText('All lines synced').waitFor()
    const stored = await apiCall<SessionDetail>(
      admin.context,
      'GET',
      `/api/count-sessions/${sessionId}`
    )
    assert.lengthOf(stored.lines, 3)
    assert.lengthOf(new Set(stored.lines.map((line) => line.clientId)), 3)

    /* The manager reviews and finalizes. */
    await admin.page.reload()
    await admin.page.getByRole('tab', { name: 'Review' }).click()
    await admin.page
      .getByRole('row')
      .filter({ hasText: `Gin ${tag}` })
      .getByText('5.2 btl')
      .waitFor()
    await admin.page.getByRole('button', { name: 'Finalize Count' }).click()
    await admin.page.getByRole('button', { name: 'Finalize', exact: true }).click()
    await expectToast(admin.page, 'Count finalized')

    /* Inventory shows the counted stock. */
    await admin.page.goto(appUrl('/inventory'))
    await admin.page.getByLabel('Search products').fill(tag)
    await admin.page
      .getByRole('row')
      .filter({ hasText: `Gin ${tag}` })
      .getByText('5.2 bottles')
      .waitFor()
    await admin.page
      .getByRole('row')
      .filter({ hasText: `Rum ${tag}` })
      .getByText('2 bottles')
      .waitFor()

    /*
     * Variance: gin 6 − 5.2 = 0.8 used against 1 broken → −0.2 bottle (−$4.00);
     * rum 4 + 6 received − 2 = 8 used, nothing sold → +8 bottles ($80.00). Total $76.00.
     */
    await admin.page.goto(appUrl('/reports/variance'))
    await admin.page.getByRole('heading', { name: 'Usage & Variance' }).waitFor()
    const rumRow = admin.page.getByRole('row').filter({ hasText: `Rum ${tag}` })
    await rumRow.getByText('$80.00').waitFor()
    const rumCells = await rumRow.getByRole('cell').allInnerTexts()
    /* Start, received, end, actual usage. */
    assert.deepEqual(rumCells.slice(1, 5), ['4', '6', '2', '8'])
    await admin.page
      .getByRole('row')
      .filter({ hasText: `Gin ${tag}` })
      .getByText('-$4.00')
      .waitFor()
    await admin.page.getByRole('row').filter({ hasText: 'Total' }).getByText('$76.00').waitFor()
  })
})

test.group('Stock counts on a 360 px phone', () => {
  test('Counts is in the menu, not on the bottom bar; the count sheet fits one hand', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, { width: 360, height: 740 })
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const area = `Bar ${tag}`
    const lime = await product(context, `Lime Cordial ${tag}`, 6, 2)
    const { id: areaId } = await apiCall<{ id: number }>(context, 'POST', '/api/count-areas', {
      name: area,
    })
    await apiCall(context, 'PUT', `/api/count-areas/${areaId}/products`, { productIds: [lime.id] })
    await apiCall(context, 'POST', '/api/count-sessions', {
      name: `Phone ${tag}`,
      areaIds: [areaId],
    })

    await page.goto(appUrl('/dashboard'))
    const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' })
    await bottomBar.waitFor()
    assert.equal(await bottomBar.getByRole('link', { name: 'Counts' }).count(), 0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Counts' })
      .click()
    await page.getByRole('heading', { name: 'Stock Counts' }).waitFor()
    await page.getByRole('button', { name: `Count Phone ${tag}` }).click()
    await page.getByRole('button', { name: `Count ${area}` }).click()
    await page.getByRole('button', { name: `Count Lime Cordial ${tag}` }).click()
    const sheet = page.getByRole('dialog', { name: new RegExp(`Lime Cordial ${tag}`) })
    const plus = sheet.getByRole('button', { name: 'One bottle more' })
    const box = await plus.boundingBox()
    assert.isAtLeast(box?.height ?? 0, 48)

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
  })
})

test.group('Storage areas and shelf lists', () => {
  test('a manager adds an area and puts its shelf list in walking order', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, DESKTOP)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    await product(context, `Amaro ${tag}`, 30, 1)
    await product(context, `Bitters ${tag}`, 12, 1)

    await page.goto(appUrl('/counts'))
    await page.getByRole('tab', { name: 'Areas & Shelves' }).click()
    await page.getByLabel('New area name').fill(`Patio ${tag}`)
    await page.getByRole('button', { name: 'Add Area' }).click()
    const card = page.locator('.ant-card').filter({ hasText: `Patio ${tag}` })
    await card.getByRole('button', { name: 'Shelf list' }).click()
    const picker = card.getByLabel(`Add a product to Patio ${tag}`)
    for (const name of [`Amaro ${tag}`, `Bitters ${tag}`]) {
      await chooseOption(page, picker, `${name} (750ml)`, { search: name })
      await card.getByText(name).waitFor()
    }
    await card.getByRole('button', { name: `Move Bitters ${tag} up` }).click()
    await card.getByText(`1. Bitters ${tag}`).waitFor()
    await page.reload()
    await page.getByRole('tab', { name: 'Areas & Shelves' }).click()
    await card.getByText(`Patio ${tag} · 2 products`).waitFor()
    await card.getByRole('button', { name: 'Shelf list' }).click()
    const items = await card.locator('.ant-list-item').allInnerTexts()
    assert.match(items[0], new RegExp(`^1\\. Bitters ${tag}`))
    assert.match(items[1], new RegExp(`^2\\. Amaro ${tag}`))
  })
})
