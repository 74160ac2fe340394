import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import ExcelJS from 'exceljs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { apiCall, signInAs, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage, PHONE } from '../support/browser.js'
import { chooseOption, openedDialog } from '../support/antd.js'
import { recordProductRequests } from '../support/product_requests.js'

interface Product {
  id: number
  name: string
  barcode: string | null
  currentStock: number
}

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const

/** A tag no other test's data contains, so searches see only this test's products. */
function uniqueTag() {
  return `q${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function uniqueBarcode() {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`
}

/* EAN-13 digit patterns: L and G for the left half (G chosen by the first digit), R for the right. */
const EAN_L =
  '0001101 0011001 0010011 0111101 0100011 0110001 0101111 0111011 0110111 0001011'.split(' ')
const EAN_R = EAN_L.map((bits) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join(''))
const EAN_G = EAN_R.map((bits) => [...bits].reverse().join(''))
const EAN_PARITY = 'LLLLLL LLGLGG LLGGLG LLGGGL LGLLGG LGGLLG LGGGLL LGLGLG LGLGGL LGGLGL'.split(
  ' '
)

/** A fresh, valid EAN-13 (prefix 2: in-store numbers), check digit included. */
function uniqueEan13() {
  const body = `2${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`
  const sum = [...body].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0
  )
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** The 95 bar modules of an EAN-13 ('1' = black). */
function ean13Modules(code: string) {
  const digits = [...code].map(Number)
  const parity = EAN_PARITY[digits[0]]
  const left = digits
    .slice(1, 7)
    .map((digit, index) => (parity[index] === 'L' ? EAN_L : EAN_G)[digit])
    .join('')
  const right = digits
    .slice(7)
    .map((digit) => EAN_R[digit])
    .join('')
  return `101${left}01010${right}101`
}

async function createProduct(context: BrowserContext, fields: Record<string, unknown>) {
  return apiCall<Product>(context, 'POST', '/api/products', {
    category: 'Vodka',
    size: '750ml',
    unitCost: 10,
    ...fields,
  })
}

async function openInventory(page: Page, path = '/inventory') {
  await page.goto(appUrl(path))
  await page.getByRole('heading', { name: 'Inventory Management' }).waitFor()
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' })
}

async function expectToast(page: Page, title: string) {
  await toasts(page).getByText(title, { exact: true }).waitFor()
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search products').fill(text)
}

/** Table rows (not the header) whose text contains the tag. */
function rows(page: Page, tag: string) {
  return page.getByRole('row').filter({ hasText: tag })
}

/**
 * Waits until the table shows these products of the test (by name without
 * the tag) in this order, then checks it shows no others.
 */
async function expectRows(assert: Assert, page: Page, tag: string, names: string[]) {
  for (const [index, name] of names.entries()) {
    await rows(page, tag).nth(index).getByText(`${tag} ${name}`, { exact: true }).waitFor()
  }
  await page.getByText(`Showing ${names.length} of `).waitFor()
  /* The count follows the answer at once; the rows of a filter change render a frame later. */
  await rows(page, tag).nth(names.length).waitFor({ state: 'detached' })
  const shown = await rows(page, tag).locator('td:first-child strong').allInnerTexts()
  assert.deepEqual(
    shown.map((text) => text.replace(`${tag} `, '')),
    names
  )
}

/** Waits until a number input shows this value (it follows another field's change). */
async function expectNumber(input: Locator, expected: number) {
  const handle = await input.elementHandle()
  await input
    .page()
    .waitForFunction(([element, value]) => Number((element as HTMLInputElement).value) === value, [
      handle,
      expected,
    ] as const)
}

/** Chooses an option of an antd Select by typing it (the list is virtual). */
function choose(page: Page, select: Locator, option: string) {
  return chooseOption(page, select, option, { search: option })
}

/** Chooses an option of a short antd Select (no search box). */
function pick(page: Page, select: Locator, option: string) {
  return chooseOption(page, select, option)
}

test.group('Inventory Management', () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`${label}: add a product (size in oz computed live), then edit it`, async (ctx) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      await openInventory(page)

      await page.getByRole('button', { name: 'Add Product' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add New Product' })
      await dialog.getByLabel('Product name').fill(`${tag} Juniper Dry`)
      await choose(page, dialog.getByLabel('Category'), 'Gin')

      const sizeInOz = dialog.getByLabel('Size in oz')
      await expectNumber(sizeInOz, 25.36)
      await choose(page, dialog.getByLabel('Size', { exact: true }), '1.75L')
      await expectNumber(sizeInOz, 59.17)
      assert.isTrue(await sizeInOz.isDisabled())
      await choose(page, dialog.getByLabel('Size', { exact: true }), 'Custom')
      await dialog.getByLabel('Custom size').fill('16oz')
      await expectNumber(sizeInOz, 16)
      assert.isTrue(await sizeInOz.isEditable())
      await choose(page, dialog.getByLabel('Size', { exact: true }), '1L')
      await expectNumber(sizeInOz, 33.814)

      await dialog.getByLabel('Current stock').fill('3')
      await dialog.getByLabel('Reorder level').fill('5')
      await dialog.getByLabel('Unit cost (per bottle)').fill('21.5')
      await dialog.getByLabel('Case cost').fill('240')
      await dialog.getByRole('button', { name: 'Add Product' }).click()
      await expectToast(page, 'Product created successfully')
      await dialog.waitFor({ state: 'detached' })

      await search(page, tag)
      const row = rows(page, tag)
      await row.getByText(`${tag} Juniper Dry`).waitFor()
      const created = await row.innerText()
      assert.include(created, '1L · 33.81 oz')
      assert.include(created, '3 bottles')
      assert.include(created, 'Reorder at 5')
      assert.include(created, 'Case of 12')
      assert.include(created, '101.43 oz available')
      assert.include(created, '$21.50 / bottle')
      assert.include(created, '$240.00 / case')
      assert.include(created, 'Low Stock')
      assert.include(created, 'Today')
      await row.getByRole('link', { name: 'Reorder' }).waitFor()

      await row.getByRole('button', { name: 'Edit' }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Product' })
      assert.equal(await edit.getByLabel('Product name').inputValue(), `${tag} Juniper Dry`)
      await edit.getByLabel('Reorder level').fill('2')
      await edit.getByLabel('Unit cost (per bottle)').fill('19.99')
      await edit.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Product updated successfully')
      await edit.waitFor({ state: 'detached' })
      await row.getByText('$19.99 / bottle').waitFor()
      const edited = await row.innerText()
      assert.include(edited, 'Reorder at 2')
      assert.include(edited, 'In Stock')
      assert.equal(await row.getByRole('link', { name: 'Reorder' }).count(), 0)
    })

    test(`${label}: search, category and stock filters, sorting`, async (ctx) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const barcode = uniqueBarcode()
      await createProduct(context, {
        name: `${tag} Alpha`,
        category: 'Rum',
        currentStock: 0,
        reorderLevel: 5,
        unitCost: 30,
      })
      await createProduct(context, {
        name: `${tag} Bravo`,
        category: 'Tequila',
        currentStock: 3,
        reorderLevel: 5,
        unitCost: 10,
        barcode,
      })
      await createProduct(context, {
        name: `${tag} Charlie`,
        category: 'Rum',
        currentStock: 20,
        reorderLevel: 5,
        unitCost: 20,
      })
      const queries = recordProductRequests(page)
      await openInventory(page)

      await search(page, tag)
      await expectRows(assert, page, tag, ['Alpha', 'Bravo', 'Charlie'])
      await page.getByText('Sorted by Name, ascending').waitFor()

      await search(page, barcode)
      await expectRows(assert, page, tag, ['Bravo'])
      await search(page, tag)
      await expectRows(assert, page, tag, ['Alpha', 'Bravo', 'Charlie'])

      await choose(page, page.getByLabel('Category filter'), 'Rum')
      await expectRows(assert, page, tag, ['Alpha', 'Charlie'])
      await choose(page, page.getByLabel('Category filter'), 'All Categories')
      await expectRows(assert, page, tag, ['Alpha', 'Bravo', 'Charlie'])

      const stockFilter = page.getByLabel('Stock level filter')
      await pick(page, stockFilter, 'Low Stock')
      await expectRows(assert, page, tag, ['Alpha', 'Bravo'])
      assert.include(new URL(page.url()).search, 'stock=low')
      await pick(page, stockFilter, 'Out of Stock')
      await expectRows(assert, page, tag, ['Alpha'])
      assert.include(await rows(page, tag).innerText(), 'Out of Stock')
      await pick(page, stockFilter, 'In Stock')
      await expectRows(assert, page, tag, ['Charlie'])
      await pick(page, stockFilter, 'All Stock Levels')
      await expectRows(assert, page, tag, ['Alpha', 'Bravo', 'Charlie'])

      await page.getByRole('columnheader', { name: 'Pricing' }).click()
      await page.getByText('Sorted by Unit cost, ascending').waitFor()
      await expectRows(assert, page, tag, ['Bravo', 'Charlie', 'Alpha'])
      await page.getByRole('columnheader', { name: 'Pricing' }).click()
      await page.getByText('Sorted by Unit cost, descending').waitFor()
      await expectRows(assert, page, tag, ['Alpha', 'Charlie', 'Bravo'])
      await page.getByRole('columnheader', { name: 'Stock & Case Info' }).click()
      await page.getByText('Sorted by Stock, ascending').waitFor()
      await expectRows(assert, page, tag, ['Alpha', 'Bravo', 'Charlie'])
      await page.getByRole('columnheader', { name: 'Category' }).click()
      await page.getByText('Sorted by Category, ascending').waitFor()
      await expectRows(assert, page, tag, ['Alpha', 'Charlie', 'Bravo'])
      await page.getByRole('columnheader', { name: 'Product' }).click()
      await page.getByText('Sorted by Name, ascending').waitFor()
      await page.getByRole('columnheader', { name: 'Product' }).click()
      await page.getByText('Sorted by Name, descending').waitFor()
      await expectRows(assert, page, tag, ['Charlie', 'Bravo', 'Alpha'])

      await search(page, `${tag} nothing like this`)
      await page.getByText('No products found matching your criteria.').waitFor()
      await page.getByText('Showing 0 of ').waitFor()

      /* The server searched, filtered, sorted and paged: the screen never loaded the catalogue. */
      assert.isTrue(
        queries.every((query) => /[?&]page=\d+/.test(query) && /[?&]pageSize=\d+/.test(query)),
        queries.join(', ')
      )
      for (const wanted of ['sort=unitCost&order=desc', 'stock=out', 'category=Rum', 'search=']) {
        assert.isTrue(
          queries.some((query) => query.includes(wanted)),
          `${wanted} in ${queries.join(', ')}`
        )
      }
    })

    test(`${label}: import an .xlsx and see the summary and row errors`, async (ctx) => {
      const { assert } = ctx
      /* The unreadable .xls is refused by the server (415), on purpose. */
      const { page, context } = await openPage(ctx, viewport, {
        expectedConsoleErrors: [/status of 415/],
      })
      await signInAsAdmin(context)
      const tag = uniqueTag()

      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet('Products')
      sheet.addRow([
        'Name',
        'Category',
        'Size',
        'Case Size',
        'Current Stock',
        'Reorder Level',
        'Unit Cost',
      ])
      sheet.addRow([`${tag} Imported Rye`, 'Whiskey', '750ml', 6, 4, 2, 32.5])
      sheet.addRow([`${tag} Imported Cola`, 'Mixers', '1L', null, null, null, 1.25])
      sheet.addRow([`${tag} No Category`, '', '750ml', 12, 1, 1, 5])
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer())

      await openInventory(page)
      await page.getByRole('button', { name: 'Import Excel' }).click()
      const dialog = await openedDialog(page, 'Import Products from Excel')
      const [xlsChooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByText('Click or drag an .xlsx, .xls or .csv file here').click(),
      ])
      await xlsChooser.setFiles({
        name: 'old.xls',
        mimeType: 'application/vnd.ms-excel',
        buffer: Buffer.from('not really an xls'),
      })
      await expectToast(page, 'Import Failed')
      await dialog
        .getByRole('alert')
        .getByText('Upload an .xlsx, .xls or .csv file', { exact: false })
        .waitFor()

      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByText('Click or drag an .xlsx, .xls or .csv file here').click(),
      ])
      await chooser.setFiles({
        name: 'products.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      })
      await expectToast(page, 'Import Complete')
      await toasts(page).getByText('2 products imported, 1 errors').waitFor()
      await dialog.waitFor({ state: 'detached' })
      await page.getByText('Row 4:', { exact: false }).waitFor()

      await search(page, tag)
      await expectRows(assert, page, tag, ['Imported Cola', 'Imported Rye'])
      const cola = await rows(page, tag).filter({ hasText: 'Imported Cola' }).innerText()
      assert.include(cola, 'Case of 12')
      assert.include(cola, '0 bottles')
    })

    test(`${label}: export downloads inventory_export.xlsx with every product`, async (ctx) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const product = await createProduct(context, {
        name: `${tag} Export Vodka`,
        currentStock: 7,
        unitCost: '18.50',
      })
      await openInventory(page)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Excel' }).click(),
      ])
      assert.equal(download.suggestedFilename(), 'inventory_export.xlsx')
      await expectToast(page, 'Export Complete')
      const folder = mkdtempSync(join(tmpdir(), 'barstock-export-'))
      ctx.cleanup(() => rmSync(folder, { recursive: true, force: true }))
      const path = join(folder, 'inventory_export.xlsx')
      await download.saveAs(path)

      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.readFile(path)
      const sheet = workbook.worksheets[0]
      const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String)
      assert.includeMembers(header, ['Name', 'Category', 'Current Stock', 'Unit Cost'])
      let found: string[] | undefined
      sheet.eachRow((row) => {
        const values = (row.values as unknown[]).slice(1).map((value) => String(value ?? ''))
        if (values.includes(product.name)) found = values
      })
      assert.isDefined(found)
      assert.equal(found![header.indexOf('Category')], 'Vodka')
      assert.equal(Number(found![header.indexOf('Current Stock')]), 7)
      assert.equal(Number(found![header.indexOf('Unit Cost')]), 18.5)
    })

    test(`${label}: staff adjust stock with a reason, see the history, and cannot add or edit`, async (ctx) => {
      const { assert } = ctx
      const admin = await openPage(ctx, viewport)
      await signInAsAdmin(admin.context)
      const tag = uniqueTag()
      await createProduct(admin.context, { name: `${tag} Staff Tequila`, currentStock: 10 })

      const { page, context } = await openPage(ctx, viewport)
      await signInAs(context, admin.context, 'staff')
      await openInventory(page)
      await search(page, tag)
      const row = rows(page, tag)
      await row.getByText('10 bottles').waitFor()
      assert.equal(await page.getByRole('button', { name: 'Add Product' }).count(), 0)
      assert.equal(await page.getByRole('button', { name: 'Import Excel' }).count(), 0)
      assert.equal(await row.getByRole('button', { name: 'Edit' }).count(), 0)

      await row.getByRole('button', { name: 'Adjust stock' }).click()
      /* A click aimed mid-zoom can land beside its target: act once the dialog has opened. */
      let dialog = await openedDialog(page, `Adjust stock: ${tag} Staff Tequila`)
      /* antd draws the radio button over a zero-size input: click its label. */
      await dialog.getByText('Waste', { exact: true }).click()
      assert.isTrue(await dialog.getByRole('radio', { name: 'Waste' }).isChecked())
      await dialog.getByLabel('Bottles lost').fill('2')
      await dialog.getByRole('button', { name: 'Save Adjustment' }).click()
      await dialog.getByText('Say why the stock changed').waitFor()
      await dialog.getByLabel('Reason').fill('Dropped behind the bar')
      await dialog.getByText('Stock after this change').waitFor()
      assert.include(await dialog.innerText(), '8')
      await dialog.getByRole('button', { name: 'Save Adjustment' }).click()
      await expectToast(page, 'Stock adjusted successfully')
      await row.getByText('8 bottles').waitFor()

      await row.getByRole('button', { name: 'Adjust stock' }).click()
      dialog = await openedDialog(page, `Adjust stock: ${tag} Staff Tequila`)
      await dialog.getByLabel('Counted stock (bottles)').fill('5.5')
      await dialog.getByRole('button', { name: 'Save Adjustment' }).click()
      await row.getByText('5.5 bottles').waitFor()

      await row.getByRole('button', { name: 'History' }).click()
      const history = page.getByRole('dialog', { name: `History: ${tag} Staff Tequila` })
      const changes = history.getByRole('listitem')
      await changes.nth(2).waitFor()
      const texts = await changes.allInnerTexts()
      assert.include(texts[0], 'Count')
      assert.include(texts[0], '-2.5')
      assert.include(texts[1], 'Waste')
      assert.include(texts[1], 'Dropped behind the bar')
      assert.include(texts[1], '-2')
      assert.include(texts[2], 'Initial stock')
      assert.include(texts[2], '+10')
    })
  }

  test('pages of 25 rows, and the page size picked is kept for the next visit (desktop: a phone has no size changer)', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    for (let index = 0; index < 30; index++) {
      await createProduct(context, { name: `${tag} ${String(index).padStart(2, '0')}` })
    }
    const showTagged = async () => {
      await openInventory(page)
      await search(page, tag)
      await page.getByText('Showing 30 of ').waitFor()
    }

    await showTagged()
    await rows(page, tag).nth(24).waitFor()
    await rows(page, tag).nth(25).waitFor({ state: 'detached' })
    await pick(page, page.getByRole('combobox', { name: 'Page Size' }), '50 / page')
    await rows(page, tag).nth(29).waitFor()

    await showTagged()
    await rows(page, tag).nth(29).waitFor()
  })

  test('on a tablet the table scrolls sideways to its row actions instead of squeezing the columns', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, { width: 900, height: 800 })
    await signInAsAdmin(context)
    const tag = uniqueTag()
    await createProduct(context, { name: `${tag} Tablet Gin` })
    await openInventory(page)
    await search(page, tag)
    const row = rows(page, tag).first()
    const history = row.getByRole('button', { name: 'History' })
    await history.waitFor()
    const table = page.locator('.ant-table-content')
    const { clientWidth, scrollWidth } = await table.evaluate((element) => ({
      clientWidth: element.clientWidth,
      scrollWidth: element.scrollWidth,
    }))
    assert.isAbove(scrollWidth, clientWidth)
    await history.click()
    await page.getByRole('dialog', { name: `History: ${tag} Tablet Gin` }).waitFor()
  })

  test('a scanned barcode opens its product; an unknown one offers to create it', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, DESKTOP, {
      expectedConsoleErrors: [/status of 404 \(Not Found\)/],
    })
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const barcode = uniqueBarcode()
    await createProduct(context, { name: `${tag} Scanned Gin`, category: 'Gin', barcode })
    await openInventory(page)

    /* A USB scanner types the code into the focused search box and presses Enter. */
    const searchBox = page.getByLabel('Search products')
    await searchBox.fill(barcode)
    await searchBox.press('Enter')
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    await edit.waitFor()
    assert.equal(await edit.getByLabel('Product name').inputValue(), `${tag} Scanned Gin`)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await edit.waitFor({ state: 'detached' })

    const unknown = uniqueBarcode()
    await searchBox.fill(unknown)
    await searchBox.press('Enter')
    const offer = page.getByRole('dialog', { name: 'Unknown barcode' })
    await offer.getByText(unknown).waitFor()
    await offer.getByRole('button', { name: 'Create product' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Product' })
    assert.equal(await add.getByLabel('Barcode').inputValue(), unknown)

    /* Plain words followed by Enter stay a search. */
    await add.getByRole('button', { name: 'Cancel' }).click()
    await searchBox.fill('tonic water')
    await searchBox.press('Enter')
    assert.equal(await page.getByRole('dialog').count(), 0)
  })

  test('the camera scanner explains when there is no camera, or no HTTPS', async (ctx) => {
    const cases = [
      {
        message: 'No camera was found.',
        /* getUserMedia as a browser without any camera answers it. */
        stub: () =>
          Object.defineProperty(navigator, 'mediaDevices', {
            configurable: true,
            value: {
              getUserMedia: async () => {
                throw new DOMException('Requested device not found', 'NotFoundError')
              },
            },
          }),
      },
      {
        message: 'The browser only allows the camera on HTTPS (or localhost).',
        /* Plain-HTTP pages get no navigator.mediaDevices at all. */
        stub: () =>
          Object.defineProperty(navigator, 'mediaDevices', {
            configurable: true,
            value: undefined,
          }),
      },
    ]
    for (const { message, stub } of cases) {
      const { page, context } = await openPage(ctx)
      await signInAsAdmin(context)
      await page.addInitScript(stub)
      await openInventory(page)
      await page.getByRole('button', { name: 'Scan barcode' }).click()
      const dialog = await openedDialog(page, 'Scan barcode')
      await dialog.getByText(message, { exact: false }).waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
  })

  test('the camera scanner reads a barcode through the browser’s BarcodeDetector', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const barcode = uniqueBarcode()
    await createProduct(context, { name: `${tag} Camera Rum`, category: 'Rum', barcode })

    /*
     * Give the page a camera (a canvas stream) and a detector that sees the
     * barcode, to check the scan → lookup → product path end to end.
     */
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
    await openInventory(page)
    await page.getByRole('button', { name: 'Scan barcode' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    await edit.waitFor()
    assert.equal(await edit.getByLabel('Product name').inputValue(), `${tag} Camera Rum`)
  })

  test('without BarcodeDetector, ZXing (loaded only then) reads the barcode the camera shows', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const barcode = uniqueEan13()
    await createProduct(context, { name: `${tag} Printed Label Gin`, category: 'Gin', barcode })

    /* Which scripts carry ZXing: its NotFoundException survives minification as a string. */
    const zxingScripts: string[] = []
    const scripts: Promise<void>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        response.text().then((body) => {
          if (body.includes('NotFoundException')) zxingScripts.push(response.url())
        })
      )
    })

    /*
     * A browser without BarcodeDetector, and a camera filming a printed
     * EAN-13 label: only a real decoder finds the code in those frames.
     */
    await page.addInitScript((modules) => {
      Object.defineProperty(window, 'BarcodeDetector', { configurable: true, value: undefined })
      const canvas = document.createElement('canvas')
      canvas.width = 640
      canvas.height = 320
      const context2d = canvas.getContext('2d')!
      const draw = (tick: number) => {
        context2d.fillStyle = '#fff'
        context2d.fillRect(0, 0, canvas.width, canvas.height)
        context2d.fillStyle = '#000'
        for (const [index, bit] of [...modules].entries()) {
          if (bit === '1') context2d.fillRect(130 + index * 4, 60, 4, 200)
        }
        /* A changing corner pixel, so the stream keeps producing frames. */
        context2d.fillStyle = tick % 2 ? '#fefefe' : '#fff'
        context2d.fillRect(0, 0, 1, 1)
      }
      let tick = 0
      draw(tick)
      setInterval(() => draw((tick += 1)), 100)
      const stream = canvas.captureStream(10)
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: async () => stream },
      })
    }, ean13Modules(barcode))

    await openInventory(page)
    await Promise.all(scripts)
    assert.deepEqual(zxingScripts, [], 'ZXing is not loaded before the scanner opens')

    await page.getByRole('button', { name: 'Scan barcode' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    await edit.waitFor()
    assert.equal(await edit.getByLabel('Product name').inputValue(), `${tag} Printed Label Gin`)
    await Promise.all(scripts)
    assert.lengthOf(zxingScripts, 1, 'ZXing arrives as its own chunk')
  })

  test('Reorder on a low-stock row opens a purchase order prefilled with the product', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    await createProduct(context, {
      name: `${tag} Reorder Mezcal`,
      category: 'Tequila',
      currentStock: 1,
      reorderLevel: 4,
    })
    await openInventory(page)
    await search(page, tag)
    await rows(page, tag).getByRole('link', { name: 'Reorder' }).click()
    await page.waitForURL((url) => url.pathname === '/purchase-orders')
    await page.getByRole('dialog').getByText(`${tag} Reorder Mezcal`).waitFor()
  })

  test('dashboard: inventory metrics link to the filtered list; Current Inventory edits a product', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    await createProduct(context, { name: `${tag} Low Brandy`, category: 'Brandy', currentStock: 1 })
    const summary = await apiCall<{ totalItems: number; lowStockCount: number }>(
      context,
      'GET',
      '/api/inventory/summary'
    )

    await page.goto(appUrl('/dashboard'))
    const lowStock = page.getByRole('link', { name: `Low Stock Alerts: ${summary.lowStockCount}` })
    await page.getByText('Inventory Value').waitFor()
    await page.getByRole('link', { name: `Total Items: ${summary.totalItems}` }).waitFor()
    await lowStock.click()
    await page.getByRole('heading', { name: 'Inventory Management' }).waitFor()
    assert.include(new URL(page.url()).search, 'stock=low')
    await page
      .getByText(`Showing ${summary.lowStockCount} of ${summary.totalItems} products`)
      .waitFor()
    await search(page, tag)
    await expectRows(assert, page, tag, ['Low Brandy'])

    /* The widget asks for five products only, and shows the first five of the full list. */
    const widgetRequests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/products') widgetRequests.push(url.search)
    })
    const catalogue = await apiCall<Product[]>(context, 'GET', '/api/products')
    const firstFive = catalogue.slice(0, 5)
    await page.goto(appUrl('/dashboard'))
    const widget = page.getByRole('region', { name: 'Current Inventory' })
    await widget.getByText(firstFive[0].name, { exact: true }).waitFor()
    assert.deepEqual(
      await widget.locator('tbody tr td:first-child strong').allInnerTexts(),
      firstFive.map((product) => product.name)
    )
    assert.deepEqual(widgetRequests, ['?limit=5'])
    const firstRow = widget.getByRole('row').nth(1)
    const name = await firstRow.locator('td:first-child strong').innerText()
    await firstRow.getByRole('link', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    await edit.waitFor()
    assert.equal(await edit.getByLabel('Product name').inputValue(), name)
    assert.notInclude(new URL(page.url()).search, 'edit=')

    await page.goto(appUrl('/dashboard'))
    await widget.getByRole('link', { name: 'Add Item' }).click()
    await page.getByRole('dialog', { name: 'Add New Product' }).waitFor()
  })
})
