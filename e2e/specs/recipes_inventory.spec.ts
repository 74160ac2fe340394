import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import { apiCall, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage, PHONE } from '../support/browser.js'
import { chooseOption, openedDialog } from '../support/antd.js'

const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]

function uniqueTag() {
  return `n${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function needingText(count: number) {
  return `${count} ${count === 1 ? 'product needs' : 'products need'} recipe assignment`
}

/** Chooses an option of a short antd Select (no search box). */
function pick(page: Page, select: Locator, option: string) {
  return chooseOption(page, select, option)
}

test.group('Inventory recipe status', () => {
  test("{0}: inventory shows and clears 'Need Recipe'")
    .with(VIEWPORTS)
    .run(async (ctx, [, viewport]) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const productName = `${tag} Amaro Nonino`
      await apiCall(context, 'POST', '/api/products', {
        name: productName,
        category: 'Liqueur',
        size: '750ml',
        unitCost: '38.00',
      })
      /*
       * A product that stays out of recipes (and out of this test's searches),
       * so the count is still a link after the recipe is created.
       */
      await apiCall(context, 'POST', '/api/products', {
        name: `Cynar ${uniqueTag()}`,
        category: 'Liqueur',
        size: '750ml',
        unitCost: '24.00',
      })
      const unused = await apiCall<Array<{ name: string }>>(
        context,
        'GET',
        '/api/products/not-in-recipes'
      )
      assert.include(
        unused.map((product) => product.name),
        productName
      )
      const nav = page.getByRole('navigation', {
        name: viewport === PHONE ? 'Bottom navigation' : 'Main navigation',
      })
      const recipeFilter = page.getByLabel('Recipe status filter')
      const row = page.getByRole('row').filter({ hasText: tag })
      const empty = page.getByText('No products found matching your criteria.')

      await page.goto(appUrl('/inventory'))
      await page.getByRole('heading', { name: 'Inventory Management' }).waitFor()
      await page.getByRole('button', { name: needingText(unused.length) }).waitFor()
      await page.getByLabel('Search products').fill(tag)
      await row.getByText(productName, { exact: true }).waitFor()
      await row.getByText('Need Recipe', { exact: true }).waitFor()

      await pick(page, recipeFilter, 'Not in Recipes')
      await row.getByText('Need Recipe', { exact: true }).waitFor()
      await page.getByText(/^Showing 1 of \d+ products$/).waitFor()
      await pick(page, recipeFilter, 'Used in Recipes')
      await empty.waitFor()

      /* A recipe made on the Recipes screen; the inventory screen is then reached without a reload. */
      await nav.getByRole('link', { name: 'Recipes' }).click()
      await page.getByRole('heading', { name: 'Recipe Management' }).waitFor()
      await page.getByRole('button', { name: 'Create Recipe' }).click()
      const dialog = await openedDialog(page, 'Create Recipe')
      await dialog.getByLabel('Name').fill(`${tag} Paper Plane`)
      const ingredient = dialog.getByRole('group', { name: 'Ingredient 1' })
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).searchParams.get('search') === tag
      )
      await chooseOption(page, ingredient.getByLabel('Product'), `${productName} (750ml)`, {
        search: tag,
        afterSearch: answered,
      })
      await ingredient.getByLabel('Amount', { exact: true }).fill('3/4 oz')
      await dialog.getByRole('button', { name: 'Create Recipe' }).click()
      await page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByText('Recipe created successfully', { exact: true })
        .waitFor()
      await dialog.waitFor({ state: 'detached' })

      await nav.getByRole('link', { name: 'Inventory' }).click()
      await page.getByRole('heading', { name: 'Inventory Management' }).waitFor()
      await page.getByRole('button', { name: needingText(unused.length - 1) }).waitFor()
      await page.getByLabel('Search products').fill(tag)
      await row.getByText(productName, { exact: true }).waitFor()
      assert.equal(await row.getByText('Need Recipe', { exact: true }).count(), 0)

      await pick(page, recipeFilter, 'Used in Recipes')
      await row.getByText(productName, { exact: true }).waitFor()
      await page.getByText(/^Showing 1 of \d+ products$/).waitFor()
      await pick(page, recipeFilter, 'Not in Recipes')
      await empty.waitFor()

      /* The count leads to the products it counts. */
      await pick(page, recipeFilter, 'All Products')
      await page.getByRole('button', { name: needingText(unused.length - 1) }).click()
      await page.waitForURL((url) => url.searchParams.get('recipes') === 'unused')

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      )
      assert.isAtMost(overflow, 0)
    })
})
