import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import { apiCall, signInAs, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage, PHONE } from '../support/browser.js'
import { chooseOption, openedDialog } from '../support/antd.js'
import {
  assertPickerSearchedWithLimit,
  recordProductRequests,
} from '../support/product_requests.js'

interface Recipe {
  id: number
  name: string
}

const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]

/** A tag no other test's data contains, so searches see only this test's rows. */
function uniqueTag() {
  return `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

async function createProduct(
  context: Parameters<typeof apiCall>[0],
  name: string,
  unitCost: string
) {
  return apiCall<{ id: number }>(context, 'POST', '/api/products', {
    name,
    category: 'Liqueur',
    size: '750ml',
    sizeInOz: 25.4,
    caseSize: 12,
    currentStock: 0,
    reorderLevel: 2,
    unitCost,
    caseCost: null,
  })
}

async function openRecipes(page: Page) {
  await page.goto(appUrl('/recipes'))
  await page.getByRole('heading', { name: 'Recipe Management' }).waitFor()
}

async function expectToast(page: Page, title: string) {
  const region = page.getByRole('region', { name: 'Notifications (F8)' })
  await region.getByText(title, { exact: true }).waitFor()
  return region
}

/** Chooses a product in an ingredient row by typing part of its name; the server answers the search. */
function chooseProduct(page: Page, row: Locator, search: string, title: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/products' && url.searchParams.get('search') === search
  })
  return chooseOption(page, row.getByLabel('Product'), title, { search, afterSearch: answered })
}

function recipeCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true })
}

test.group('Recipe Management', () => {
  test('{0}: create a recipe with two ingredients, calculate its cost, edit it, delete it')
    .with(VIEWPORTS)
    .run(async (ctx, [, viewport]) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const tequila = `Agave Blanco ${tag}`
      const liqueur = `Orange Liqueur ${tag}`
      /* $1.00 and $0.50 per ounce */
      const { id: tequilaId } = await createProduct(context, tequila, '25.40')
      await createProduct(context, liqueur, '12.70')
      const name = `House Margarita ${tag}`

      /* DESIGN §10: the picker asks the server for matches, never for the whole catalogue. */
      const productQueries = recordProductRequests(page)

      await openRecipes(page)
      await page.getByText('Recipe Library').waitFor()
      await page.getByRole('button', { name: 'Create Recipe' }).click()
      const dialog = await openedDialog(page, 'Create Recipe')
      await dialog.getByLabel('Name').fill(name)
      await dialog.getByLabel('Instructions').fill('Shake hard with ice, strain over fresh ice.')

      const first = dialog.getByRole('group', { name: 'Ingredient 1' })
      await chooseProduct(page, first, tequila, `${tequila} (750ml)`)
      await first.getByLabel('Amount', { exact: true }).fill('2 oz')
      assert.equal(await first.getByLabel('Amount in oz').inputValue(), '2.000')

      await dialog.getByRole('button', { name: 'Add Ingredient' }).click()
      const second = dialog.getByRole('group', { name: 'Ingredient 2' })
      await chooseProduct(page, second, liqueur.toLowerCase(), `${liqueur} (750ml)`)
      await second.getByLabel('Amount', { exact: true }).fill('30 ml')
      assert.equal(await second.getByLabel('Amount in oz').inputValue(), '1.014')

      /* 2 × 1.00 + 1.014 × 0.50 = 2.507 */
      await dialog.getByRole('button', { name: 'Calculate Cost' }).click()
      const toasts = await expectToast(page, 'Cost Calculated')
      await toasts.getByText('Estimated cost per serving: $2.51').waitFor()
      assert.equal(await dialog.getByLabel('Cost per serving').inputValue(), '$2.51')

      await dialog.getByLabel('Menu price').fill('10')
      await dialog.getByText('Pour cost 25.10%').waitFor()
      assert.equal(await dialog.getByLabel('Profit margin').inputValue(), '74.90%')

      await dialog.getByRole('button', { name: 'Create Recipe' }).click()
      await expectToast(page, 'Recipe created successfully')
      await dialog.waitFor({ state: 'detached' })
      assertPickerSearchedWithLimit(assert, productQueries)

      await page.getByLabel('Search recipes').fill(tag)
      const card = recipeCard(page, name)
      await card.getByText('Shake hard with ice, strain over fresh ice.').waitFor()
      await card.getByText(`2 oz ${tequila}`).waitFor()
      await card.getByText(`30 ml ${liqueur}`).waitFor()
      await card.getByText('$2.51').waitFor()
      await card.getByText('74.9%').waitFor()
      await card.getByText('25.1%').waitFor()
      assert.equal(await card.getByText('Incomplete cost').count(), 0)

      await card.getByRole('button', { name: `Edit ${name}` }).click()
      const editDialog = await openedDialog(page, 'Edit Recipe')
      assert.equal(await editDialog.getByLabel('Name').inputValue(), name)
      const editFirst = editDialog.getByRole('group', { name: 'Ingredient 1' })
      await editFirst.getByLabel('Amount', { exact: true }).fill('1 1/2 oz')
      assert.equal(await editFirst.getByLabel('Amount in oz').inputValue(), '1.500')
      await editDialog.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Recipe updated successfully')
      await editDialog.waitFor({ state: 'detached' })
      /* 1.5 × 1.00 + 0.507 = 2.007 */
      await card.getByText('$2.01').waitFor()
      await card.getByText('79.9%').waitFor()
      await card.getByText(`1 1/2 oz ${tequila}`).waitFor()

      /* A new unit cost shows when the library is opened again: $2.00/oz → 1.5 × 2 + 0.507 */
      await apiCall(context, 'PUT', `/api/products/${tequilaId}`, { unitCost: '50.80' })
      const nav =
        viewport === PHONE
          ? page.getByRole('navigation', { name: 'Bottom navigation' })
          : page.getByRole('navigation', { name: 'Main navigation' })
      await nav.getByRole('link', { name: 'Dashboard' }).click()
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
      await nav.getByRole('link', { name: 'Recipes' }).click()
      await page.getByRole('heading', { name: 'Recipe Management' }).waitFor()
      await page.getByLabel('Search recipes').fill(tag)
      await card.getByText('$3.51').waitFor()
      await card.getByText('64.9%').waitFor()

      const recipes = await apiCall<Recipe[]>(context, 'GET', '/api/recipes')
      const created = recipes.find((recipe) => recipe.name === name)!
      await card.getByRole('button', { name: `Delete ${name}` }).click()
      await expectToast(page, 'Recipe deleted successfully')
      await card.waitFor({ state: 'detached' })
      const after = await apiCall<Recipe[]>(context, 'GET', '/api/recipes')
      assert.notInclude(
        after.map((recipe) => recipe.id),
        created.id
      )

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      )
      assert.isAtMost(overflow, 0)
    })

  test('the dialog shows the spec’s messages before anything is sent', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await openRecipes(page)

    await page.getByRole('button', { name: 'Create Recipe' }).click()
    const dialog = await openedDialog(page, 'Create Recipe')
    await dialog.getByRole('button', { name: 'Create Recipe' }).click()
    await dialog.getByText('Name is required').waitFor()
    await dialog.getByText('Product is required').waitFor()
    await dialog.getByText('Amount is required').waitFor()

    await dialog.getByRole('button', { name: 'Remove ingredient 1' }).click()
    await dialog.getByText('At least one ingredient is required').waitFor()
  })

  test('a server refusal shows the error toast', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, DESKTOP, {
      expectedConsoleErrors: [/status of 422 \(Unprocessable (Entity|Content)\)/],
    })
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const product = `Vanishing Rum ${tag}`
    const { id } = await createProduct(context, product, '20.00')
    await openRecipes(page)

    await page.getByRole('button', { name: 'Create Recipe' }).click()
    const dialog = await openedDialog(page, 'Create Recipe')
    await dialog.getByLabel('Name').fill(`Ghost Punch ${tag}`)
    const row = dialog.getByRole('group', { name: 'Ingredient 1' })
    await chooseProduct(page, row, product, `${product} (750ml)`)
    await row.getByLabel('Amount', { exact: true }).fill('2 oz')
    /* The product is deleted while the dialog is open. */
    await apiCall(context, 'DELETE', `/api/products/${id}`)
    await dialog.getByRole('button', { name: 'Create Recipe' }).click()

    const toasts = await expectToast(page, 'Error')
    await toasts.getByText('Failed to create recipe').waitFor()
    await row.getByText('Product not found').waitFor()
    assert.isTrue(await dialog.isVisible())
  })

  test('an empty library says how to start', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await page.route('**/api/recipes', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()
    )
    await openRecipes(page)
    await page.getByText('No recipes found. Create your first recipe to get started.').waitFor()
  })

  test('staff see the library but no create, edit or delete', async (ctx) => {
    const { assert } = ctx
    const admin = await openPage(ctx)
    await signInAsAdmin(admin.context)
    const tag = uniqueTag()
    const product = `Staff Gin ${tag}`
    const { id } = await createProduct(admin.context, product, '25.40')
    const name = `Staff Tonic ${tag}`
    await apiCall(admin.context, 'POST', '/api/recipes', {
      name,
      ingredients: [{ productId: id, amount: '2 oz' }],
    })

    const { page, context } = await openPage(ctx, PHONE)
    await signInAs(context, admin.context, 'staff')
    await page.goto(appUrl('/dashboard'))
    await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: 'Recipes' })
      .click()
    await page.getByRole('heading', { name: 'Recipe Management' }).waitFor()
    await page.getByLabel('Search recipes').fill(tag)
    const card = recipeCard(page, name)
    await card.getByText('$2.00').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Create Recipe' }).count(), 0)
    assert.equal(await card.getByRole('button').count(), 0)
  })
})
