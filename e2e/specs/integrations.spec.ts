import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { apiCall, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage } from '../support/browser.js'
import { chooseOption, openedDialog } from '../support/antd.js'

const PHONE_360 = { width: 360, height: 780 }
const TOKEN = 'sq-e2e-token-4321'

function uniqueTag() {
  return `i${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** A local stand-in for Square's API: the locations call answers 200 to our token. */
async function startFakeSquare() {
  const server: Server = createServer((request, response) => {
    const ok =
      request.url === '/v2/locations' && request.headers.authorization === `Bearer ${TOKEN}`
    response
      .writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' })
      .end(ok ? '{"locations":[]}' : '{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Square's Item Sales export with the documented columns. */
function squareExport(item: string, tag: string) {
  return [
    'Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Event Type,Location',
    `2026-10-08,21:15:03,Eastern Time (US & Canada),Cocktails,${item},1.0,Regular,,$12.00,$0.00,$12.00,$1.20,${tag}-1,P-1,Bar,,Payment,Main`,
    `2026-10-08,22:05:41,Eastern Time (US & Canada),Cocktails,${item},2.0,Regular,,$24.00,$0.00,$24.00,$2.40,${tag}-2,P-2,Bar,,Payment,Main`,
  ].join('\n')
}

async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByText(title, { exact: true })
    .waitFor()
}

test.group('POS integrations', () => {
  test('create and test an integration, import a Square file, map an item, stock goes down', async (ctx) => {
    const { assert } = ctx
    const pos = await startFakeSquare()
    ctx.cleanup(() => pos.close())
    const { page, context } = await openPage(ctx, DESKTOP)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const productName = `${tag} Blanco Tequila`
    const recipeName = `${tag} Margarita`
    const product = await apiCall<{ id: number }>(context, 'POST', '/api/products', {
      name: productName,
      category: 'Tequila',
      size: '750ml',
      currentStock: 10,
      unitCost: '25.00',
    })
    await apiCall(context, 'POST', '/api/recipes', {
      name: recipeName,
      instructions: 'Shake.',
      profitMargin: 70,
      ingredients: [{ productId: product.id, amount: '2 oz', amountInOz: 2, isWholeBottle: false }],
    })

    await page.goto(appUrl('/integrations'))
    await page.getByRole('heading', { name: 'POS Integrations' }).waitFor()

    /* The spec's messages, then a Square integration pointed at the fake server. */
    await page.getByRole('button', { name: 'Add Integration' }).click()
    const dialog = await openedDialog(page, 'Add Integration')
    await dialog.getByLabel('Endpoint').fill('not a url')
    await dialog.getByRole('button', { name: 'Add Integration' }).click()
    await dialog.getByText('Integration name is required').waitFor()
    await dialog.getByText('API key is required').waitFor()
    await dialog.getByText('Must be a valid URL').waitFor()
    const name = `${tag} Square`
    await dialog.getByLabel('Integration Name').fill(name)
    await dialog.getByLabel('API Key').fill(TOKEN)
    await dialog.getByLabel('Endpoint').fill(pos.url)
    await dialog.getByRole('button', { name: 'Add Integration' }).click()
    await expectToast(page, 'POS integration created successfully')
    await dialog.waitFor({ state: 'detached' })

    const card = page.getByRole('article', { name })
    await card.getByText('Disconnected').waitFor()
    await card.getByText('API key ••••4321', { exact: false }).waitFor()
    await card.getByRole('button', { name: 'Test' }).click()
    await expectToast(page, 'Connection test successful')
    await card.getByText('Connected', { exact: true }).waitFor()

    /* Sales: preview the Square file, then apply it. */
    await page.getByRole('tab', { name: 'Sales' }).click()
    await chooseOption(
      page,
      page.getByLabel('File format'),
      'Square (Item Sales / Items Detail CSV)'
    )
    await page.locator('input[type="file"]').setInputFiles({
      name: 'items-2026-10-08.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(squareExport(recipeName, tag)),
    })
    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('button', { name: 'Import 2 sales' })
    await preview.waitFor()
    await page.getByText('Preview (square)').waitFor()
    await preview.click()
    await expectToast(page, 'Import Complete')

    /* Both lines wait for the item to be mapped; mapping it depletes the stock. */
    await page.getByLabel('Search unmapped items').fill(tag)
    await page.getByRole('button', { name: `Map ${recipeName}` }).click()
    const mapDialog = await openedDialog(page, `Map ${recipeName} · Regular`)
    await chooseOption(page, mapDialog.getByRole('combobox', { name: 'Recipe' }), recipeName, {
      search: tag,
    })
    await mapDialog.getByRole('button', { name: 'Map Item' }).click()
    await expectToast(page, 'Item mapped')
    await mapDialog.waitFor({ state: 'detached' })
    await page.getByRole('row').filter({ hasText: recipeName }).first().waitFor()

    await page.goto(appUrl('/inventory'))
    await page.getByLabel('Search products').fill(tag)
    /* 1 + 2 margaritas of 2 oz from a 25.36 oz bottle: 10 − 0.079 − 0.158. */
    await page
      .getByRole('row')
      .filter({ hasText: productName })
      .getByText('9.763 bottles')
      .waitFor()
    const stock = await apiCall<Array<{ currentStock: number }>>(
      context,
      'GET',
      `/api/products?search=${encodeURIComponent(tag)}`
    )
    assert.equal(stock[0].currentStock, 9.763)
  }).timeout(90_000)

  test('the screen fits a 360 px phone and Integrations is on the bottom bar', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, PHONE_360)
    await signInAsAdmin(context)
    await page.goto(appUrl('/dashboard'))
    await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: 'Integrations' })
      .click()
    await page.getByRole('heading', { name: 'POS Integrations' }).waitFor()
    await page.getByText('Total Integrations').waitFor()
    await page.getByRole('tab', { name: 'Sales' }).click()
    await page.getByText('Unmapped items', { exact: true }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
  })
})
