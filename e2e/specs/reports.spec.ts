import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import type { BrowserContext, Page } from 'playwright-core'
import { apiCall, signInAsAdmin } from '../support/session.js'
import { appUrl, openPage, PHONE } from '../support/browser.js'

const DAY = 24 * 60 * 60 * 1000

function uniqueTag() {
  return `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function createProduct(context: BrowserContext, fields: Record<string, unknown>) {
  return apiCall<{ id: number }>(context, 'POST', '/api/products', {
    category: 'Vodka',
    size: '750ml',
    unitCost: 10,
    ...fields,
  })
}

/** The ranges the screen asks the deductions section for, as they go out. */
function recordRanges(page: Page) {
  const ranges: Array<{ start: Date; end: Date }> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname !== '/api/reports/deductions') return
    ranges.push({
      start: new Date(url.searchParams.get('startDate')!),
      end: new Date(url.searchParams.get('endDate')!),
    })
  })
  return ranges
}

/* antd's radio buttons hide the input itself; a person clicks the button's text. */
function choosePreset(page: Page, label: string) {
  return page.getByText(label, { exact: true }).click()
}

async function openReports(page: Page) {
  await page.goto(appUrl('/reports'))
  await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor()
}

/** A recipe made of 2 oz of a new product, and a sale of it at `saleDate`. */
async function sellRecipe(context: BrowserContext, tag: string, saleDate: string) {
  const product = await createProduct(context, {
    name: `${tag} Sold Rum`,
    category: 'Rum',
    currentStock: 20,
  })
  const recipe = await apiCall<{ id: number }>(context, 'POST', '/api/recipes', {
    name: `${tag} Daiquiri`,
    ingredients: [{ productId: product.id, amount: '2 oz', amountInOz: 2 }],
  })
  await apiCall(context, 'POST', '/api/pos-data', {
    transactionId: `${tag}-T1`,
    recipeId: recipe.id,
    quantity: 3,
    amount: 27,
    saleDate,
  })
}

test.group('Reports & Analytics', () => {
  test('the default custom range is 2024-01-01 to 2024-12-31 23:59:59; each preset counts back from now', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const ranges = recordRanges(page)
    await openReports(page)
    await page.getByRole('region', { name: 'Inventory Deductions from Sales' }).waitFor()

    const first = ranges[0]
    assert.equal(first.start.getTime(), new Date('2024-01-01T00:00:00').getTime())
    assert.equal(first.end.getTime(), new Date('2024-12-31T23:59:59.999').getTime())
    assert.equal(await page.getByLabel('Start date').inputValue(), '2024-01-01')
    assert.equal(await page.getByLabel('End date').inputValue(), '2024-12-31')

    for (const [label, days] of [
      ['Last 7 Days', 7],
      ['Last 30 Days', 30],
    ] as const) {
      const before = Date.now()
      const asked = page.waitForRequest((request) =>
        request.url().includes('/api/reports/deductions')
      )
      await choosePreset(page, label)
      await asked
      const range = ranges[ranges.length - 1]
      assert.approximately(range.end.getTime() - range.start.getTime(), days * DAY, 1, label)
      assert.approximately(range.end.getTime(), before, 60_000, label)
      assert.isFalse(await page.getByLabel('Start date').isVisible())
    }

    const today = page.waitForRequest((request) =>
      request.url().includes('/api/reports/deductions')
    )
    await choosePreset(page, 'Today')
    await today
    const midnight = new Date()
    midnight.setHours(0, 0, 0, 0)
    assert.equal(ranges[ranges.length - 1].start.getTime(), midnight.getTime())

    const custom = page.waitForRequest(
      (request) =>
        request.url().includes('/api/reports/deductions') &&
        request
          .url()
          .includes(encodeURIComponent(new Date('2024-03-31T23:59:59.999').toISOString()))
    )
    await choosePreset(page, 'Custom Range')
    await page.getByLabel('Start date').fill('2024-03-01')
    await page.getByLabel('End date').fill('2024-03-31')
    await custom
    assert.equal(
      ranges[ranges.length - 1].start.getTime(),
      new Date('2024-03-01T00:00:00').getTime()
    )
  })

  test('sections show the stock as it is: low stock list and value by category', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    /* Far below its reorder level, so it is among the emptiest the list shows. */
    await createProduct(context, {
      name: `${tag} Empty Mezcal`,
      category: 'Tequila',
      currentStock: 0,
      reorderLevel: 9999,
    })
    await openReports(page)
    await page
      .getByRole('region', { name: 'Low Stock' })
      .getByRole('cell', { name: `${tag} Empty Mezcal` })
      .waitFor()
    const categories = page.getByRole('region', { name: 'Inventory by Category' })
    await categories.getByRole('cell', { name: 'Tequila', exact: true }).waitFor()
    await categories.getByRole('img', { name: 'Inventory value by category' }).waitFor()
  })

  test('a custom range shows its sales: cards, lines, the day chart and top recipes', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    /* A day of its own in the past, so this test's sale is the range's only one. */
    const day = new Date(Date.UTC(2021, 0, 1) + Math.floor(Math.random() * 3000) * DAY)
      .toISOString()
      .slice(0, 10)
    await sellRecipe(context, tag, `${day}T18:00:00.000Z`)

    await openReports(page)
    await page.getByLabel('Start date').fill(day)
    await page.getByLabel('End date').fill(day)
    /* A start after the end is never asked for: the screen says what is wrong instead. */
    await page.getByLabel('End date').fill('2020-12-31')
    await page.getByText('The end date must not be before the start date').waitFor()
    await page.getByLabel('End date').fill(day)
    const sales = page.getByRole('region', { name: 'Sales for the Period' })
    await sales.getByRole('cell', { name: `${tag} Daiquiri` }).waitFor()
    await page.getByText('$27.00').first().waitFor()
    await sales.getByRole('img', { name: 'Sales per day' }).waitFor()
    await page
      .getByRole('region', { name: 'Top 10 Recipes' })
      .getByRole('cell', { name: `${tag} Daiquiri` })
      .waitFor()
  })

  test("a report error shows 'Failed to fetch sales report'", async (ctx) => {
    const { page, context } = await openPage(ctx, undefined, {
      expectedConsoleErrors: [/status of 500/],
    })
    await signInAsAdmin(context)
    await page.route('**/api/sales-report?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
    )
    await openReports(page)
    await page.getByText('Failed to fetch sales report').waitFor()
  })

  test('Export Data downloads the report workbook with a sheet per section', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await openReports(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ])
    assert.match(
      download.suggestedFilename(),
      /^barstock_report_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.xlsx$/
    )
    const folder = mkdtempSync(join(tmpdir(), 'barstock-report-'))
    try {
      const path = join(folder, 'report.xlsx')
      await download.saveAs(path)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.readFile(path)
      assert.includeMembers(
        workbook.worksheets.map((sheet) => sheet.name),
        [
          'Summary',
          'Sales by Day',
          'Top Recipes',
          'Sales',
          'Low Stock',
          'Inventory by Category',
          'Deductions',
          'Adjustments',
        ]
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    await page.getByRole('status').filter({ hasText: 'Export Complete' }).waitFor()
  })

  test('Print Report prints the report alone: no navigation, no buttons', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await page.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1)
      }
    })
    await openReports(page)
    await page.getByRole('button', { name: 'Print Report' }).click()
    assert.equal(await page.locator('body').getAttribute('data-printed'), '1')

    await page.emulateMedia({ media: 'print' })
    assert.isFalse(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible())
    assert.isFalse(await page.getByRole('button', { name: 'Export Data' }).isVisible())
    assert.isFalse(await page.getByText('Last 30 Days', { exact: true }).isVisible())
    assert.isTrue(await page.getByRole('heading', { name: 'Reports & Analytics' }).isVisible())
    assert.isTrue(await page.getByRole('region', { name: 'Low Stock' }).isVisible())
  })

  test('phone: the report fits 360 px and Reports is on the bottom bar', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, { ...PHONE, width: 360 })
    await signInAsAdmin(context)
    await page.goto(appUrl('/dashboard'))
    const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' })
    await bottomBar.getByRole('link', { name: 'Reports' }).click()
    await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor()
    await page.getByRole('region', { name: 'Low Stock' }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.isAtMost(overflow, 0)
  })
})
