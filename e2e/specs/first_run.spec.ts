import { test } from '@japa/runner'
import { ADMIN } from '../support/session.js'
import { appUrl, openPage } from '../support/browser.js'

test.group('First run', () => {
  test('a fresh install asks for the administrator and signs them in', async (ctx) => {
    const { assert } = ctx
    const { page } = await openPage(ctx)
    await page.goto(appUrl('/'))

    await page.getByRole('heading', { name: 'Welcome — create the administrator' }).waitFor()
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByLabel('Confirm password').fill('something-else')
    await page.getByRole('button', { name: 'Create administrator' }).click()
    await page.getByText('Passwords do not match').waitFor()

    await page.getByLabel('Confirm password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Create administrator' }).click()

    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
    assert.equal(await page.getByTestId('current-user').textContent(), ADMIN.username)
    await page.getByText('Created the first administrator owner').waitFor()
  })

  test('once an administrator exists, visitors get the sign-in screen', async (ctx) => {
    const { page } = await openPage(ctx)
    await page.goto(appUrl('/'))
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
  })
})
