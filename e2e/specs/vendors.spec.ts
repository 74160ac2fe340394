import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { apiCall, signInAs, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage, PHONE } from '../support/browser.js'

interface Vendor {
  id: number
  name: string
  contactEmail: string | null
}

const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]

/** A tag no other test's data contains, so searches see only this test's vendors. */
function uniqueTag() {
  return `v${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

async function openVendors(page: Page) {
  await page.goto(appUrl('/vendors'))
  await page.getByRole('heading', { name: 'Vendor Management' }).waitFor()
}

async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByText(title, { exact: true })
    .waitFor()
}

function vendorCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true })
}

test.group('Vendor Management', () => {
  test('{0}: add, edit, search and delete a vendor')
    .with(VIEWPORTS)
    .run(async (ctx, [, viewport]) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport, {
        expectedConsoleErrors: [/status of 422 \(Unprocessable (Entity|Content)\)/],
      })
      await signInAsAdmin(context)
      await openVendors(page)
      const tag = uniqueTag()
      const name = `Bayou Cask Traders ${tag}`
      const email = `orders-${tag}@bayoucask.example`

      await page.getByRole('button', { name: 'Add Vendor' }).click()
      const addDialog = page.getByRole('dialog', { name: 'Add Vendor' })
      await addDialog.getByLabel('Vendor Name').fill(name)
      const emailInput = addDialog.getByLabel('Contact Email')
      assert.equal(await emailInput.getAttribute('type'), 'email')
      /* The form's own check lets a domain without a dot through; the server's 422 lands on the field. */
      await emailInput.fill(`orders-${tag}@bayoucask`)
      await addDialog.getByLabel('Contact Phone').fill('(504) 555-0118')
      await addDialog.getByLabel('Address').fill('900 Tchoupitoulas St, New Orleans, LA 70130')
      await addDialog.getByRole('button', { name: 'Create Vendor' }).click()
      await addDialog.getByText('Enter a valid email address').waitFor()

      await emailInput.fill(email)
      await addDialog.getByRole('button', { name: 'Create Vendor' }).click()
      await expectToast(page, 'Vendor created successfully')
      await addDialog.waitFor({ state: 'detached' })
      const card = vendorCard(page, name)
      await card.getByText(email).waitFor()
      await card.getByText('(504) 555-0118').waitFor()
      await card.getByText('900 Tchoupitoulas St, New Orleans, LA 70130').waitFor()

      await card.getByRole('button', { name: `Edit ${name}` }).click()
      const editDialog = page.getByRole('dialog', { name: 'Edit Vendor' })
      assert.equal(await editDialog.getByLabel('Vendor Name').inputValue(), name)
      await editDialog.getByLabel('Contact Phone').fill('(504) 555-0199')
      await editDialog.getByRole('button', { name: 'Save Changes' }).click()
      await expectToast(page, 'Vendor updated successfully')
      await editDialog.waitFor({ state: 'detached' })
      await card.getByText('(504) 555-0199').waitFor()

      const searchBox = page.getByLabel('Search vendors')
      await searchBox.fill(tag.toUpperCase())
      await card.waitFor()
      assert.equal(await page.getByRole('article').count(), 1)
      await searchBox.fill(`orders-${tag}@`)
      await card.waitFor()
      assert.equal(await page.getByRole('article').count(), 1)
      await searchBox.fill(`no-such-vendor-${tag}`)
      await page.getByText('No vendors found matching your search.').waitFor()
      assert.equal(await page.getByRole('article').count(), 0)

      await searchBox.fill(tag)
      const vendors = await apiCall<Vendor[]>(context, 'GET', '/api/vendors')
      const created = vendors.find((vendor) => vendor.name === name)!
      await card.getByRole('button', { name: 'View Purchase Orders' }).click()
      await page.waitForURL((url) => url.pathname === '/purchase-orders')
      assert.equal(new URL(page.url()).searchParams.get('vendorId'), String(created.id))

      await openVendors(page)
      await searchBox.fill(tag)
      await card.getByRole('button', { name: `Delete ${name}` }).click()
      await expectToast(page, 'Vendor deleted successfully')
      await card.waitFor({ state: 'detached' })
      await page.getByText('No vendors found matching your search.').waitFor()
      const after = await apiCall<Vendor[]>(context, 'GET', '/api/vendors')
      assert.notInclude(
        after.map((vendor) => vendor.id),
        created.id
      )

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      )
      assert.isAtMost(overflow, 0)
    })

  test('phone: Vendors is in the menu but not on the bottom bar', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, PHONE)
    await signInAsAdmin(context)
    await page.goto(appUrl('/dashboard'))

    const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' })
    await bottomBar.waitFor()
    assert.equal(await bottomBar.getByRole('link', { name: 'Vendors' }).count(), 0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Vendors' })
      .click()
    await page.getByRole('heading', { name: 'Vendor Management' }).waitFor()
  })

  test('desktop: the sidebar lists Vendors between Recipes and Integrations', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await page.goto(appUrl('/vendors'))

    const sidebar = page.getByRole('navigation', { name: 'Main navigation' })
    await sidebar.getByRole('link', { name: 'Vendors' }).waitFor()
    assert.equal(await sidebar.locator('[aria-current="page"]').innerText(), 'Vendors')
    const labels = await sidebar.getByRole('link').allInnerTexts()
    const vendorsAt = labels.indexOf('Vendors')
    for (const [before, after] of [
      ['Recipes', 'Integrations'],
      ['Inventory', 'Reports'],
    ]) {
      if (labels.includes(before)) assert.isBelow(labels.indexOf(before), vendorsAt)
      if (labels.includes(after)) assert.isAbove(labels.indexOf(after), vendorsAt)
    }
  })

  test('with no vendors at all, the screen invites adding the first one', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    /* Other specs share this database, so the empty answer is arranged in the browser. */
    await page.route('**/api/vendors', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()
    )
    await openVendors(page)
    await page.getByText('No vendors found. Add your first vendor to get started.').waitFor()
  })

  test('staff see the vendors but cannot add, edit or delete them', async (ctx) => {
    const { assert } = ctx
    const admin = await openPage(ctx)
    const staff = await openPage(ctx)
    const tag = uniqueTag()
    const name = `Prairie Keg Supply ${tag}`
    await signInAs(staff.context, admin.context, 'staff')
    await apiCall(admin.context, 'POST', '/api/vendors', {
      name,
      contactEmail: `hello-${tag}@prairiekeg.example`,
    })

    await openVendors(staff.page)
    await staff.page.getByLabel('Search vendors').fill(tag)
    const card = vendorCard(staff.page, name)
    await card.getByText(`hello-${tag}@prairiekeg.example`).waitFor()
    await card.getByRole('button', { name: 'View Purchase Orders' }).waitFor()
    assert.equal(await staff.page.getByRole('button', { name: 'Add Vendor' }).count(), 0)
    assert.equal(await card.getByRole('button', { name: `Edit ${name}` }).count(), 0)
    assert.equal(await card.getByRole('button', { name: `Delete ${name}` }).count(), 0)
  })
})
