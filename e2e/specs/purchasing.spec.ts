import { test } from '@japa/runner'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { apiCall, signInAs, signInAsAdmin } from '../support/session.js'
import { appUrl, DESKTOP, openPage, PHONE } from '../support/browser.js'
import { chooseOption, openedDialog } from '../support/antd.js'
import {
  assertPickerSearchedWithLimit,
  recordProductRequests,
} from '../support/product_requests.js'

interface Vendor {
  id: number
  name: string
}

interface Product {
  id: number
  name: string
}

interface Order {
  id: number
  orderNumber: string
  status: string
  totalAmount: string
  items: Array<{ productId: number; cases: number; quantity: number }>
}

const VIEWPORTS: Array<[string, { width: number; height: number }]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]

const EMPTY_TEXT = 'No purchase orders found. Create your first order to get started.'

/** A tag no other test's data contains, so lists and pickers show only this test's rows. */
function uniqueTag() {
  return `p${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

function createVendor(context: BrowserContext, name: string) {
  return apiCall<Vendor>(context, 'POST', '/api/vendors', { name })
}

function createProduct(context: BrowserContext, fields: Record<string, unknown>) {
  return apiCall<Product>(context, 'POST', '/api/products', {
    category: 'Vodka',
    size: '750ml',
    unitCost: 10,
    ...fields,
  })
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' })
}

async function expectToast(page: Page, title: string) {
  await toasts(page).getByText(title, { exact: true }).waitFor()
}

/** Chooses an option of an antd Select by typing it (the list is virtual). */
function choose(page: Page, select: Locator, option: string) {
  return chooseOption(page, select, option, { search: option })
}

/** Chooses an item's product by typing part of its name; the server answers the search. */
function chooseProduct(page: Page, item: Locator, search: string, title: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/products' && url.searchParams.get('search') === search
  })
  return chooseOption(page, item.getByLabel('Product', { exact: true }), title, {
    search,
    afterSearch: answered,
  })
}

/** The order's row in the list: a table row on desktop, a list item on a phone. */
function orderEntry(page: Page, phone: boolean, orderNumber: string) {
  return page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: orderNumber })
}

test.group('Purchase Orders', () => {
  test('{0}: create an order with two products (one by cases), edit it, send it')
    .with(VIEWPORTS)
    .run(async (ctx, [label, viewport]) => {
      const { assert } = ctx
      const phone = label === 'phone'
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const vendor = await createVendor(context, `Bayou Cask ${tag}`)
      await createProduct(context, {
        name: `${tag} Vodka`,
        size: '1L',
        caseSize: 12,
        unitCost: 21.5,
        caseCost: 246,
        vendorId: vendor.id,
      })
      await createProduct(context, { name: `${tag} Gin`, category: 'Gin', unitCost: 30 })

      /* DESIGN §10: the picker asks the server for matches, never for the whole catalogue. */
      const productQueries = recordProductRequests(page)

      await page.goto(appUrl(`/purchase-orders?vendorId=${vendor.id}`))
      await page.getByRole('heading', { name: 'Purchase Orders' }).waitFor()
      await page.getByText(`Vendor: ${vendor.name}`).waitFor()
      await page.getByText(EMPTY_TEXT).waitFor()

      await page.getByRole('button', { name: 'Create Order' }).click()
      const dialog = await openedDialog(page, 'Create Purchase Order')
      await dialog.getByRole('button', { name: 'Remove item 1' }).click()
      await dialog.getByRole('button', { name: 'Create Order' }).click()
      await toasts(page).getByText('Please add at least one product to the order').waitFor()

      await dialog.getByRole('button', { name: 'Add Item' }).click()
      const first = dialog.getByRole('group', { name: 'Item 1' })
      await chooseProduct(page, first, `${tag} Vodka`, `${tag} Vodka (1L)`)
      /* Choosing a product pre-fills its costs, and its preferred vendor when none is chosen. */
      assert.equal(await first.getByLabel('Unit Cost').inputValue(), '21.50')
      assert.equal(await first.getByLabel('Case Cost').inputValue(), '246.00')
      await dialog.getByText(vendor.name, { exact: true }).waitFor()
      await first.getByLabel('Cases').fill('2')

      await dialog.getByRole('button', { name: 'Add Item' }).click()
      const second = dialog.getByRole('group', { name: 'Item 2' })
      await chooseProduct(page, second, `${tag} gin`, `${tag} Gin (750ml)`)
      await second.getByLabel('Bottles').fill('3')
      await dialog.getByLabel('Expected Delivery Date').fill('2031-06-15')
      await dialog.getByText('Total: $582.00').waitFor()

      await dialog.getByRole('button', { name: 'Create Order' }).click()
      await expectToast(page, 'Purchase order created successfully')
      await dialog.waitFor({ state: 'detached' })
      assertPickerSearchedWithLimit(assert, productQueries)

      const [created] = await apiCall<Order[]>(
        context,
        'GET',
        `/api/purchase-orders?vendorId=${vendor.id}`
      )
      assert.equal(created.totalAmount, '582.00')
      const entry = orderEntry(page, phone, created.orderNumber)
      await entry.getByText('$582.00').waitFor()
      await entry.getByText('Created').waitFor()
      await entry.getByText('Jun 15, 2031').waitFor()
      await entry.getByRole('button', { name: `Send ${created.orderNumber}` }).waitFor()

      await entry.getByRole('link', { name: `View ${created.orderNumber}` }).click()
      await page.getByRole('heading', { name: 'Order Details' }).waitFor()
      await page.getByText(`${tag} Vodka`, { exact: true }).waitFor()
      await page.getByText('2 cases', { exact: true }).waitFor()
      await page.getByText('24 bottles', { exact: true }).waitFor()

      await page.getByRole('button', { name: 'Edit Order' }).click()
      const edit = await openedDialog(page, 'Edit Purchase Order')
      const gin = edit.getByRole('group', { name: 'Item 2' })
      assert.equal(await gin.getByLabel('Bottles').inputValue(), '3')
      await gin.getByLabel('Bottles').fill('6')
      await edit.getByText('Total: $672.00').waitFor()
      await edit.getByRole('button', { name: 'Update Order' }).click()
      await expectToast(page, 'Purchase order updated successfully')
      await edit.waitFor({ state: 'detached' })
      await page.getByText('$672.00').first().waitFor()

      await page.getByRole('button', { name: 'Send to Vendor' }).click()
      await expectToast(page, 'Order Sent Successfully')
      /* No mail server in this suite: the screen says so rather than pretending. */
      await toasts(page)
        .getByText(/Not emailed: no mail server is configured/)
        .waitFor()
      await toasts(page).getByRole('link', { name: 'Go to Receiving' }).waitFor()
      await page.getByText('Sent (In Receiving)').first().waitFor()
      /* The toast can show before the page has re-rendered the sent order. */
      await page.getByRole('button', { name: 'Edit Order' }).waitFor({ state: 'detached' })
      assert.equal(await page.getByRole('button', { name: 'Edit Order' }).count(), 0)
      assert.equal(await page.getByRole('button', { name: 'Send to Vendor' }).count(), 0)

      await page.getByRole('button', { name: 'Back to Orders' }).click()
      const sent = orderEntry(page, phone, created.orderNumber)
      await sent.getByRole('link', { name: `Go to Receiving for ${created.orderNumber}` }).waitFor()
      assert.equal(
        await sent.getByRole('button', { name: `Send ${created.orderNumber}` }).count(),
        0
      )

      /* The vendor filter tag clears back to every order. */
      await page.getByRole('button', { name: 'Clear vendor filter' }).click()
      await page.getByText(`Vendor: ${vendor.name}`).waitFor({ state: 'detached' })
      assert.equal(new URL(page.url()).search, '')
    })

  test('{0}: send from the list, and the printable order')
    .with(VIEWPORTS)
    .run(async (ctx, [label, viewport]) => {
      const { assert } = ctx
      const phone = label === 'phone'
      const { page, context } = await openPage(ctx, viewport, {
        expectedConsoleErrors: [/status of 404 \(Not Found\)/],
      })
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const vendor = await createVendor(context, `Harbor ${tag}`)
      const rum = await createProduct(context, { name: `${tag} Rum`, unitCost: 14.5 })
      const order = await apiCall<Order>(context, 'POST', '/api/purchase-orders', {
        vendorId: vendor.id,
        items: [{ productId: rum.id, quantity: 4, unitCost: 14.5 }],
      })

      await page.goto(appUrl(`/purchase-orders?vendorId=${vendor.id}&status=created`))
      const entry = orderEntry(page, phone, order.orderNumber)
      await entry.getByRole('button', { name: `Send ${order.orderNumber}` }).click()
      await expectToast(page, 'Order Sent Successfully')
      /* The created filter no longer matches the sent order. */
      await entry.waitFor({ state: 'detached' })
      await page.getByText(EMPTY_TEXT).waitFor()

      await page.goto(appUrl(`/purchase-orders/${order.id}/print`))
      const document = page.getByRole('article', { name: `Purchase order ${order.orderNumber}` })
      await document.getByText(`${tag} Rum`).waitFor()
      assert.include(await document.innerText(), '$58.00')
      await page.getByRole('button', { name: 'Print' }).waitFor()

      await page.goto(appUrl('/purchase-orders/999999'))
      await page.getByText('Purchase order not found').waitFor()
    })

  test('{0}: create orders from suggestions, one per vendor')
    .with(VIEWPORTS)
    .run(async (ctx, [, viewport]) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const copper = await createVendor(context, `Copper ${tag}`)
      const lakes = await createVendor(context, `Lakes ${tag}`)
      const vodka = await createProduct(context, {
        name: `${tag} Vodka`,
        currentStock: 5,
        parLevel: 24,
        caseSize: 12,
        unitCost: 21.5,
        caseCost: 246,
        vendorId: copper.id,
      })
      const tonic = await createProduct(context, {
        name: `${tag} Tonic`,
        category: 'Mixers',
        currentStock: 4,
        parLevel: 10,
        unitCost: 2,
        vendorId: lakes.id,
      })
      const limes = await createProduct(context, {
        name: `${tag} Lime Juice`,
        category: 'Mixers',
        currentStock: 0,
        parLevel: 3,
        unitCost: 6,
      })

      await page.goto(appUrl('/purchase-orders'))
      await page.getByRole('button', { name: 'Suggested Orders' }).click()
      await page.getByRole('heading', { name: 'Suggested Orders' }).waitFor()
      /* Other tests' products may be short too: order only this test's. */
      await page.getByRole('button', { name: 'Deselect All' }).click()
      await page.getByRole('checkbox', { name: `Order from ${copper.name}` }).check()
      await page.getByRole('checkbox', { name: `Order from ${lakes.name}` }).check()

      /* 24 − 5 = 19 bottles → 2 cases of 12; tonic 10 − 4 = 6 bottles, raised to 8. */
      assert.equal(await page.getByLabel(`Cases of ${tag} Vodka`).inputValue(), '2')
      assert.equal(await page.getByLabel(`Bottles of ${tag} Tonic`).inputValue(), '6')
      await page.getByLabel(`Bottles of ${tag} Tonic`).fill('8')
      await choose(page, page.getByLabel(`Vendor for ${tag} Lime Juice`), copper.name)
      assert.isTrue(await page.getByLabel(`Include ${tag} Lime Juice`).isChecked())

      await page.getByRole('button', { name: 'Create 2 Orders' }).click()
      await expectToast(page, 'Purchase order created successfully')
      await page.getByRole('heading', { name: 'Purchase Orders' }).waitFor()

      const [fromCopper] = await apiCall<Order[]>(
        context,
        'GET',
        `/api/purchase-orders?vendorId=${copper.id}`
      )
      const copperOrder = await apiCall<Order>(
        context,
        'GET',
        `/api/purchase-orders/${fromCopper.id}`
      )
      assert.equal(copperOrder.status, 'created')
      assert.sameDeepMembers(
        copperOrder.items.map(({ productId, cases, quantity }) => ({ productId, cases, quantity })),
        [
          { productId: vodka.id, cases: 2, quantity: 0 },
          { productId: limes.id, cases: 0, quantity: 3 },
        ]
      )
      assert.equal(copperOrder.totalAmount, '510.00')
      const [fromLakes] = await apiCall<Order[]>(
        context,
        'GET',
        `/api/purchase-orders?vendorId=${lakes.id}`
      )
      const lakesOrder = await apiCall<Order>(
        context,
        'GET',
        `/api/purchase-orders/${fromLakes.id}`
      )
      assert.deepEqual(
        lakesOrder.items.map(({ productId, quantity }) => ({ productId, quantity })),
        [{ productId: tonic.id, quantity: 8 }]
      )

      /* Now on order: the suggestions no longer list these products. */
      await page.goto(appUrl('/purchase-orders/suggestions'))
      await page.getByRole('heading', { name: 'Suggested Orders' }).waitFor()
      await page.getByRole('button', { name: 'Back to Orders' }).waitFor()
      assert.equal(await page.getByText(`${tag} Vodka`).count(), 0)
    })

  test('a Reorder link opens the Create dialog prefilled with product, vendor and quantity', async (ctx) => {
    const { assert } = ctx
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const vendor = await createVendor(context, `Pacific ${tag}`)
    const whiskey = await createProduct(context, {
      name: `${tag} Rye`,
      category: 'Whiskey',
      currentStock: 1,
      parLevel: 8,
      caseSize: 6,
      unitCost: 24,
      caseCost: 138,
      vendorId: vendor.id,
    })

    await page.goto(appUrl(`/purchase-orders?reorder=${whiskey.id}`))
    const dialog = await openedDialog(page, 'Create Purchase Order')
    await dialog.getByText(vendor.name, { exact: true }).waitFor()
    const item = dialog.getByRole('group', { name: 'Item 1' })
    await item.getByText(`${tag} Rye (750ml)`).waitFor()
    /* 8 − 1 = 7 bottles → 2 cases of 6. */
    assert.equal(await item.getByLabel('Cases').inputValue(), '2')
    assert.equal(await item.getByLabel('Case Cost').inputValue(), '138.00')
    await dialog.getByText('Total: $276.00').waitFor()
    assert.notInclude(page.url(), 'reorder=')

    await dialog.getByRole('button', { name: 'Create Order' }).click()
    await expectToast(page, 'Purchase order created successfully')
    const orders = await apiCall<Order[]>(
      context,
      'GET',
      `/api/purchase-orders?vendorId=${vendor.id}`
    )
    assert.lengthOf(orders, 1)
  })

  test('the dashboard shows pending orders and the newest orders', async (ctx) => {
    const { page, context } = await openPage(ctx)
    await signInAsAdmin(context)
    const tag = uniqueTag()
    const vendor = await createVendor(context, `Dashboard ${tag}`)
    const wine = await createProduct(context, { name: `${tag} Rosé`, category: 'Wine' })
    const order = await apiCall<Order>(context, 'POST', '/api/purchase-orders', {
      vendorId: vendor.id,
      items: [{ productId: wine.id, quantity: 6, unitCost: 12 }],
    })
    await apiCall(context, 'PUT', `/api/purchase-orders/${order.id}`, { status: 'sent' })

    await page.goto(appUrl('/dashboard'))
    await page.getByText('Recent Purchase Orders').waitFor()
    await page.getByRole('link', { name: /^Pending Orders: \d+$/ }).waitFor()
    await page.getByRole('link', { name: `Track ${order.orderNumber}` }).click()
    await page.waitForURL('**/receiving')
  })

  test('{0}: the list asks the server for one page at a time and pages through all orders')
    .with(VIEWPORTS)
    .run(async (ctx, [, viewport]) => {
      const { assert } = ctx
      const { page, context } = await openPage(ctx, viewport)
      await signInAsAdmin(context)
      const tag = uniqueTag()
      const vendor = await createVendor(context, `Paging ${tag}`)
      const beer = await createProduct(context, { name: `${tag} Pils`, category: 'Beer' })
      const numbers: string[] = []
      for (let index = 1; index <= 21; index++) {
        const order = await apiCall<Order>(context, 'POST', '/api/purchase-orders', {
          orderNumber: `${tag}-${String(index).padStart(2, '0')}`,
          vendorId: vendor.id,
          items: [{ productId: beer.id, quantity: 24 }],
        })
        numbers.push(order.orderNumber)
      }
      const phone = viewport === PHONE
      const lists: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/api/purchase-orders') lists.push(url.search)
      })

      await page.goto(appUrl(`/purchase-orders?vendorId=${vendor.id}`))
      await page.getByText('21 orders', { exact: true }).waitFor()
      await orderEntry(page, phone, numbers[20]).waitFor()
      assert.equal(await orderEntry(page, phone, numbers[0]).count(), 0)
      assert.isNotEmpty(lists)
      assert.isTrue(lists.every((search) => /[?&]page=\d+&pageSize=20\b/.test(search)))

      await page.getByTitle('2', { exact: true }).click()
      await orderEntry(page, phone, numbers[0]).waitFor()
      assert.equal(await orderEntry(page, phone, numbers[20]).count(), 0)
    })

  test('staff see orders but no create, send or edit actions', async (ctx) => {
    const { assert } = ctx
    const admin = await openPage(ctx)
    await signInAsAdmin(admin.context)
    const tag = uniqueTag()
    const vendor = await createVendor(admin.context, `Staff View ${tag}`)
    const beer = await createProduct(admin.context, { name: `${tag} Lager`, category: 'Beer' })
    const order = await apiCall<Order>(admin.context, 'POST', '/api/purchase-orders', {
      vendorId: vendor.id,
      items: [{ productId: beer.id, quantity: 24 }],
    })

    const { page, context } = await openPage(ctx)
    await signInAs(context, admin.context, 'staff')
    await page.goto(appUrl(`/purchase-orders?vendorId=${vendor.id}`))
    const entry = orderEntry(page, false, order.orderNumber)
    await entry.getByRole('link', { name: `View ${order.orderNumber}` }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Create Order' }).count(), 0)
    assert.equal(await entry.getByRole('button', { name: `Send ${order.orderNumber}` }).count(), 0)

    await entry.getByRole('link', { name: `View ${order.orderNumber}` }).click()
    await page.getByRole('heading', { name: 'Order Details' }).waitFor()
    await page.getByText(`${tag} Lager`).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Send to Vendor' }).count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Edit Order' }).count(), 0)
  })
})
