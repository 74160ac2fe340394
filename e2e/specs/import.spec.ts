import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage, PHONE } from '../support/browser.js'
import { chooseOption } from '../support/antd.js'

const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]

/** A tag no other test's data (or remembered column mapping) contains. */
function uniqueTag() {
  return `i${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' })
}

async function fitsTheScreen(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

test.group('Import: the mapping step and the per-row result', () => {
  test('{0}: a file with unknown columns is mapped, imported and explained row by row')
    .with(VIEWPORTS)
    .run(async (ctx, [, viewport]) => {
      const { assert } = ctx
      /* The first upload is refused (422: Name and Category not recognised), which opens the mapping step. */
      const { page, context } = await openPage(ctx, viewport, {
        expectedConsoleErrors: [/status of 422 \(Unprocessable (Entity|Content)\)/],
      })
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const csv =
        `Artikel ${tag},Gruppe,Inhalt,EK netto\n` +
        `${tag} Hendrick's Gin,Gin,0.7 l,31.9\n` +
        `${tag} Aperol,Aperitif,1 l,14\n` +
        `${tag} Campari,Liqueur,1 l,"9,77"\n`

      await page.goto(appUrl('/inventory'))
      await page.getByRole('heading', { name: 'Inventory Management' }).waitFor()
      await page.getByRole('button', { name: 'Import Excel' }).click()
      const dialog = page.getByRole('dialog', { name: 'Import Products from Excel' })
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByText('Click or drag an .xlsx, .xls or .csv file here').click(),
      ])
      await chooser.setFiles({
        name: 'lieferant.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      })

      await dialog.getByRole('heading', { name: 'Match the columns' }).waitFor()
      await dialog
        .getByText('Some columns of this file were not recognised', { exact: false })
        .waitFor()
      const preview = dialog.getByRole('table', { name: 'File preview' })
      await preview.getByRole('columnheader', { name: `Artikel ${tag}` }).waitFor()
      await preview.getByRole('cell', { name: `${tag} Aperol` }).waitFor()
      const importButton = dialog.getByRole('button', { name: 'Import', exact: true })
      assert.isTrue(await importButton.isDisabled())

      await chooseOption(page, dialog.getByLabel('Name', { exact: true }), `Artikel ${tag}`)
      await chooseOption(page, dialog.getByLabel('Category', { exact: true }), 'Gruppe')
      await chooseOption(page, dialog.getByLabel('Size', { exact: true }), 'Inhalt')
      await chooseOption(page, dialog.getByLabel('Unit Cost', { exact: true }), 'EK netto')
      assert.isTrue(await fitsTheScreen(page))
      await importButton.click()

      await toasts(page).getByText('Import Complete', { exact: true }).waitFor()
      await toasts(page).getByText('2 products imported, 1 errors').waitFor()
      await dialog.waitFor({ state: 'detached' })
      await page
        .getByText('Import: 2 created, 0 updated, 0 unchanged, 1 rows not imported, 1 warnings')
        .waitFor()
      await page.getByText('Row 4: Unit Cost: Use a dot for decimals (9.77)').waitFor()

      await page.getByRole('button', { name: 'Row details' }).click()
      const results = page.getByRole('dialog', { name: 'Import results' })
      const table = results.getByRole('table', { name: 'Import results by row' })
      const aperol = table.getByRole('row').filter({ hasText: `${tag} Aperol` })
      await aperol.getByText('Created', { exact: true }).waitFor()
      await aperol.getByText("Category 'Aperitif' imported as Liqueur").waitFor()
      const campari = table.getByRole('row').filter({ hasText: `${tag} Campari` })
      await campari.getByText('Not imported', { exact: true }).waitFor()
      assert.isTrue(await fitsTheScreen(page))

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        results.getByRole('button', { name: 'Download results' }).click(),
      ])
      assert.equal(download.suggestedFilename(), 'import_results.csv')
      const text = await readFile((await download.path())!, 'utf8')
      const lines = text.trimEnd().split(/\r\n/)
      assert.equal(lines[0], '\uFEFFRow,Product,Outcome,Product ID,Messages')
      assert.lengthOf(lines, 4)
      assert.match(
        lines[3],
        /^4,i\w+ Campari,Not imported,,Unit Cost: Use a dot for decimals \(9\.77\)$/
      )
      await results.getByRole('button', { name: 'Close' }).click()

      /* The same headers next time: the remembered mapping imports at once (updating both). */
      await page.getByRole('button', { name: 'Import Excel' }).click()
      const [again] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByText('Click or drag an .xlsx, .xls or .csv file here').click(),
      ])
      await again.setFiles({
        name: 'lieferant.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      })
      await dialog.waitFor({ state: 'detached' })
      await page
        .getByText('Import: 0 created, 0 updated, 2 unchanged, 1 rows not imported, 1 warnings')
        .waitFor()
    })

  test('asked to check first, a liquor board file shows its recognised columns, then imports; a blank cost is unknown', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const csv =
      `Item Number,Item Description ${tag},Category Name,Vendor Name,Bottle Volume (ml),Pack,State Bottle Cost\n` +
      `${Date.now()},${tag} Old Forester,STRAIGHT BOURBON WHISKIES,Not Yet A Vendor ${tag},1.75 Ltr,6,25.5\n` +
      `${Date.now() + 1},${tag} House Orgeat,Mixers,,750,12,\n`

    await page.goto(appUrl('/inventory'))
    await page.getByRole('button', { name: 'Import Excel' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import Products from Excel' })
    await dialog.getByRole('checkbox', { name: 'Check the columns before importing' }).check()
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByText('Click or drag an .xlsx, .xls or .csv file here').click(),
    ])
    await chooser.setFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

    await dialog.getByRole('heading', { name: 'Match the columns' }).waitFor()
    const nameField = dialog.locator('.ant-form-item').filter({ hasText: 'Name (required)' })
    await nameField.getByText(`Item Description ${tag}`, { exact: true }).waitFor()
    const sizeField = dialog
      .locator('.ant-form-item')
      .filter({ has: page.getByText('Size', { exact: true }) })
    await sizeField.getByText('Bottle Volume (ml)', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()

    await toasts(page).getByText('2 products imported, 0 errors').waitFor()
    await page.getByRole('button', { name: 'Row details' }).click()
    const results = page.getByRole('dialog', { name: 'Import results' })
    const row = results.getByRole('row').filter({ hasText: `${tag} Old Forester` })
    await row.getByText('Created', { exact: true }).waitFor()
    await row.getByText("Category 'STRAIGHT BOURBON WHISKIES' imported as Whiskey").waitFor()
    await row
      .getByText(`Vendor 'Not Yet A Vendor ${tag}' is not set up: imported without a vendor`)
      .waitFor()
    await results
      .getByRole('row')
      .filter({ hasText: `${tag} House Orgeat` })
      .getByText('Unit Cost is empty: left unknown, so recipes using it show an incomplete cost')
      .waitFor()
    await results.getByRole('button', { name: 'Close' }).click()

    /* The blank cost is unknown on the inventory screen, not $0.00. */
    await page.getByLabel('Search products').fill(tag)
    const orgeat = page.getByRole('row').filter({ hasText: `${tag} House Orgeat` })
    await orgeat.getByText('Cost unknown', { exact: true }).waitFor()
    const forester = page.getByRole('row').filter({ hasText: `${tag} Old Forester` })
    await forester.getByText('$25.50 / bottle').waitFor()

    /* The edit dialog shows it empty; a cost entered can be emptied back to unknown. */
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    const unitCost = edit.getByLabel('Unit cost (per bottle)')
    await orgeat.getByRole('button', { name: 'Edit' }).click()
    assert.equal(await unitCost.inputValue(), '')
    await unitCost.fill('6.5')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await edit.waitFor({ state: 'detached' })
    await orgeat.getByText('$6.50 / bottle').waitFor()
    await orgeat.getByRole('button', { name: 'Edit' }).click()
    await unitCost.fill('')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await edit.waitFor({ state: 'detached' })
    await orgeat.getByText('Cost unknown', { exact: true }).waitFor()
  })
})
