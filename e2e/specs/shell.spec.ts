import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { ADMIN, signInAsAdmin } from '../support/session.js'
import { appUrl, openPage, PHONE } from '../support/browser.js'
import { openedDialog } from '../support/antd.js'

async function signInThroughScreen(page: Page) {
  await page.goto(appUrl('/'))
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
}

test.group('Shell', () => {
  test('desktop: sidebar navigation highlights the active entry, also Dashboard for /', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await page.goto(appUrl('/'))

    const sidebar = page.getByRole('navigation', { name: 'Main navigation' })
    await sidebar.waitFor()
    const selected = sidebar.locator('[aria-current="page"]')
    assert.equal(await selected.innerText(), 'Dashboard')

    await sidebar.getByRole('link', { name: 'Users' }).click()
    await page.getByRole('heading', { name: 'Users' }).waitFor()
    assert.equal(await selected.innerText(), 'Users')
    assert.equal(new URL(page.url()).pathname, '/users')

    assert.isFalse(await page.getByRole('navigation', { name: 'Bottom navigation' }).isVisible())
  })

  test('phone: bottom bar instead of the sidebar, and the menu reaches every screen', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx, PHONE)
    await signInAsAdmin(context)
    await page.goto(appUrl('/dashboard'))

    const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' })
    await bottomBar.waitFor()
    assert.equal(
      await bottomBar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
      'page'
    )
    assert.isFalse(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible())

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click()
    await page.getByRole('heading', { name: 'Users' }).waitFor()
  })

  test('an unknown path shows the 404 page', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await page.goto(appUrl('/no-such-screen'))
    await page.getByText('404 Page Not Found').waitFor()
    await page.getByRole('button', { name: 'Back to Dashboard' }).click()
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
  })

  test('a failed sign-in shows one notification that closes by itself', async (ctx) => {
    const { assert } = ctx
    const { page } = await openPage(ctx, undefined, {
      expectedConsoleErrors: [/status of 400 \(Bad Request\)/],
    })
    await page.goto(appUrl('/'))
    await page.getByLabel('Username').fill('nobody-here')
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()

    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert')
    await toast.waitFor()
    assert.include(await toast.textContent(), 'Invalid username or password')
    assert.equal(await toast.count(), 1)

    await page.keyboard.press('F8')
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Notifications (F8)'
    )

    await toast.waitFor({ state: 'detached', timeout: 8000 })
  })

  test('a notification swiped right past 50 px is dismissed; a shorter swipe is not', async (ctx) => {
    const { assert } = ctx
    const { page } = await openPage(ctx, PHONE, {
      expectedConsoleErrors: [/status of 400 \(Bad Request\)/],
    })
    await page.goto(appUrl('/'))
    await page.getByLabel('Username').fill('nobody-here')
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()

    const toast = page.getByRole('alert').filter({ hasText: 'Sign-in failed' })
    await toast.waitFor()
    const box = await toast.boundingBox()
    assert.exists(box)
    const startX = box!.x + 20
    const y = box!.y + box!.height / 2

    await page.mouse.move(startX, y)
    await page.mouse.down()
    await page.mouse.move(startX + 30, y, { steps: 5 })
    await page.mouse.up()
    assert.isTrue(await toast.isVisible())

    await page.mouse.move(startX, y)
    await page.mouse.down()
    await page.mouse.move(startX + 80, y, { steps: 5 })
    await page.mouse.up()
    await toast.waitFor({ state: 'detached', timeout: 1000 })
  })

  test('sign-in, sign-out and back to the sign-in screen', async (ctx) => {
    const { page } = await openPage(ctx)
    await signInThroughScreen(page)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.goto(appUrl('/dashboard'))
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
  })

  test('an admin adds a staff user, who cannot open the Users screen', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    await page.goto(appUrl('/users'))
    await page.getByRole('button', { name: 'Add User' }).click()
    const dialog = await openedDialog(page, 'Add User')
    await dialog.getByLabel('Username').fill('bartender1')
    await dialog.getByLabel('Password').fill('pour-it-well')
    await dialog.getByRole('button', { name: 'Create User' }).click()
    await page.getByRole('cell', { name: 'bartender1' }).waitFor()

    const staff = await openPage(ctx)
    await staff.page.goto(appUrl('/'))
    await staff.page.getByLabel('Username').fill('bartender1')
    await staff.page.getByLabel('Password', { exact: true }).fill('pour-it-well')
    await staff.page.getByRole('button', { name: 'Sign in' }).click()
    await staff.page.getByRole('heading', { name: 'Dashboard' }).waitFor()
    assert.equal(await staff.page.getByRole('link', { name: 'Users' }).count(), 0)
    await staff.page.goto(appUrl('/users'))
    await staff.page.getByText('Not allowed').waitFor()
    /* A module's page opened by its address: its code loads before the router starts, still gated. */
    await staff.page.goto(appUrl('/purchase-orders/suggestions'))
    await staff.page.getByText('Not allowed').waitFor()
    assert.equal(await staff.page.getByRole('heading', { name: 'Suggested Orders' }).count(), 0)
  })
})
