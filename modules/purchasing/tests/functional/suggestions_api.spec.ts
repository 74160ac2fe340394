import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { insertRows } from '#app/database/insert_rows'
import { PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { orderCount } from '#modules/purchasing/tests/helpers/fixtures'
import { as } from '#tests/helpers/as'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'
import { createOrder } from '#modules/purchasing/tests/factories'

interface Line {
  productId: number
  name: string
  target: number
  onOrder: number
  cases: number
  quantity: number
  bottles: number
  totalCost: string
  vendorId: number | null
}

interface SuggestionsBody {
  vendors: Array<{ vendorId: number; vendorName: string; lines: Line[]; totalAmount: string }>
  unassigned: Line[]
}

test.group('GET /api/purchase-orders/suggestions', (group) => {
  group.each.setup(emptyDatabase)

  test('par − on hand − on open orders, by case where a case cost exists, per vendor', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const copper = await createVendor('Copper Still Beverage Co.')
    const harbor = await createVendor('Harbor & Vine Distributors')
    const archived = await createVendor('Closed Down Co.', { archived_at: new Date() })

    /* 24 − 5 − (1 case of 12 + 2 bottles on a sent order) = 5 → 1 case of 12. */
    const titos = await createProduct({
      name: "Tito's",
      parLevel: 24,
      stock: 5,
      caseSize: 12,
      unitCost: 21.5,
      caseCost: 246,
      vendorId: copper,
    })
    /* No par: reorder level 6 − 2.5 on hand = 3.5 → 4 bottles (no case cost). */
    const bitters = await createProduct({
      name: 'Angostura',
      reorderLevel: 6,
      stock: 2.5,
      unitCost: 9.99,
      vendorId: harbor,
    })
    /* Covered by a created order: 10 − 4 − 6 = 0 → not suggested. */
    const covered = await createProduct({
      name: 'Covered',
      parLevel: 10,
      stock: 4,
      unitCost: 10,
      vendorId: copper,
    })
    /* At par: not suggested. */
    await createProduct({ unitCost: 0, name: 'Full', parLevel: 8, stock: 8, vendorId: copper })
    /* Exactly at the reorder level with no par: nothing is short. */
    await createProduct({
      unitCost: 0,
      name: 'At reorder',
      reorderLevel: 10,
      stock: 10,
      vendorId: copper,
    })
    /* Received and cancelled orders do not count as on order. */
    const limes = await createProduct({
      name: 'Lime juice',
      parLevel: 12,
      stock: 0,
      caseSize: 6,
      unitCost: 4,
      caseCost: 20,
    })
    const orphan = await createProduct({
      name: 'Orphan',
      parLevel: 3,
      stock: 1,
      unitCost: 30,
      vendorId: archived,
    })
    await createProduct({
      unitCost: 0,
      name: 'Archived',
      parLevel: 30,
      stock: 0,
      vendorId: copper,
      archived: true,
    })

    await createOrder({
      vendorId: copper,
      orderNumber: 'PO-SENT',
      status: 'sent',
      items: [{ productId: titos, cases: 1, quantity: 2 }],
    })
    await createOrder({
      vendorId: copper,
      orderNumber: 'PO-NEW',
      items: [{ productId: covered, quantity: 6 }],
    })
    await createOrder({
      vendorId: copper,
      orderNumber: 'PO-DONE',
      status: 'received',
      items: [{ productId: limes, cases: 5 }],
    })
    await createOrder({
      vendorId: copper,
      orderNumber: 'PO-OFF',
      status: 'cancelled',
      items: [{ productId: limes, cases: 5 }],
    })

    const response = await as(client, manager).get('/api/purchase-orders/suggestions')
    response.assertStatus(200)
    const body = response.body() as SuggestionsBody

    assert.deepEqual(
      body.vendors.map((entry) => [entry.vendorName, entry.lines.map((line) => line.name)]),
      [
        ['Copper Still Beverage Co.', ["Tito's"]],
        ['Harbor & Vine Distributors', ['Angostura']],
      ]
    )
    assert.containSubset(body.vendors[0], {
      vendorId: copper,
      totalAmount: '246.00',
      lines: [
        {
          productId: titos,
          target: 24,
          onOrder: 14,
          cases: 1,
          quantity: 0,
          bottles: 12,
          totalCost: '246.00',
          vendorId: copper,
        },
      ],
    })
    assert.containSubset(body.vendors[1].lines[0], {
      productId: bitters,
      target: 6,
      onOrder: 0,
      cases: 0,
      quantity: 4,
      totalCost: '39.96',
    })
    assert.deepEqual(
      body.unassigned.map((line) => [line.productId, line.cases, line.quantity, line.vendorId]),
      [
        [limes, 2, 0, null],
        [orphan, 0, 2, null],
      ]
    )
  })

  test('a catalogue of thousands: every short product once, by name, less what is on order', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const copper = await createVendor('Copper Still Beverage Co.')
    /* Short: every third product, and those either side of the 2,000th and 4,000th by name. */
    const short = (index: number) =>
      index % 3 === 0 || [1999, 2000, 2001, 4000, 4001].includes(index)
    const now = new Date()
    await insertRows(
      db.connection(),
      PRODUCTS_TABLE,
      Array.from({ length: 4100 }, (_, offset) => {
        const index = offset + 1
        return {
          name: `Bulk ${String(index).padStart(4, '0')}`,
          category: 'Vodka',
          case_size: 12,
          current_stock: 0,
          reorder_level: 0,
          /* Par 0 with nothing on hand is not short; par 6 is six bottles short. */
          par_level: short(index) ? 6 : 0,
          unit_cost: 10,
          last_updated: now,
          created_at: now,
          updated_at: now,
        }
      })
    )
    const onOrder = await db.from(PRODUCTS_TABLE).where('name', 'Bulk 3000').select('id').first()
    await createOrder({
      vendorId: copper,
      orderNumber: 'PO-BULK',
      status: 'sent',
      items: [{ productId: Number(onOrder.id), quantity: 4 }],
    })

    const response = await as(client, manager).get('/api/purchase-orders/suggestions')
    response.assertStatus(200)
    const body = response.body() as SuggestionsBody

    const expected = Array.from({ length: 4100 }, (_, offset) => offset + 1)
      .filter(short)
      .map((index) => `Bulk ${String(index).padStart(4, '0')}`)
    assert.deepEqual(
      body.unassigned.map((line) => line.name),
      expected
    )
    assert.containSubset(
      body.unassigned.find((line) => line.name === 'Bulk 3000'),
      { onOrder: 4, quantity: 2 }
    )
    assert.containSubset(
      body.unassigned.find((line) => line.name === 'Bulk 4001'),
      { onOrder: 0, quantity: 6 }
    )
  })

  test('one product’s reorder line: the suggestion, or one case when nothing is short', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const copper = await createVendor('Copper Still Beverage Co.')
    const short = await createProduct({
      parLevel: 10,
      stock: 3,
      unitCost: 5,
      vendorId: copper,
    })
    const stocked = await createProduct({
      reorderLevel: 4,
      stock: 4,
      caseSize: 6,
      unitCost: 5,
      caseCost: 27,
      vendorId: copper,
    })

    const first = await as(client, manager).get(`/api/purchase-orders/suggestions/${short}`)
    first.assertStatus(200)
    assert.containSubset(first.body(), {
      productId: short,
      vendorId: copper,
      cases: 0,
      quantity: 7,
    })

    const second = await as(client, manager).get(`/api/purchase-orders/suggestions/${stocked}`)
    assert.containSubset(second.body(), { productId: stocked, cases: 1, quantity: 0, bottles: 6 })

    const missing = await as(client, manager).get('/api/purchase-orders/suggestions/999999')
    missing.assertStatus(404)
    missing.assertBody({ message: 'Product not found' })
  })
})

test.group('POST /api/purchase-orders/suggestions', (group) => {
  group.each.setup(emptyDatabase)

  test('creates one created order per vendor at current costs', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const copper = await createVendor('Copper Still Beverage Co.')
    const harbor = await createVendor('Harbor & Vine Distributors')
    const titos = await createProduct({ unitCost: 21.5, caseCost: 246, vendorId: copper })
    const makers = await createProduct({
      unitCost: 26.5,
      caseCost: 150,
      caseSize: 6,
      vendorId: copper,
    })
    const limes = await createProduct({ unitCost: 4 })

    const response = await as(client, manager)
      .post('/api/purchase-orders/suggestions')
      .json({
        lines: [
          { productId: titos, vendorId: copper, cases: 2, quantity: 0 },
          { productId: limes, vendorId: harbor, cases: 0, quantity: 6 },
          { productId: makers, vendorId: copper, cases: 1, quantity: 1 },
        ],
      })

    response.assertStatus(201)
    const orders = response.body() as Array<Record<string, any>>
    assert.lengthOf(orders, 2)
    assert.containSubset(orders, [
      {
        vendorId: copper,
        status: 'created',
        totalAmount: '668.50',
        items: [
          {
            productId: titos,
            cases: 2,
            unitCost: '21.50',
            caseCost: '246.00',
            totalCost: '492.00',
          },
          { productId: makers, cases: 1, quantity: 1, totalCost: '176.50', bottleCount: 7 },
        ],
      },
      { vendorId: harbor, status: 'created', totalAmount: '24.00' },
    ])
    assert.notEqual(orders[0].orderNumber, orders[1].orderNumber)
  })

  test('all or nothing: a bad line is 422 and creates no order', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const copper = await createVendor('Copper Still Beverage Co.')
    const titos = await createProduct({ unitCost: 21.5, vendorId: copper })

    for (const [lines, field] of [
      [[], 'lines'],
      [[{ productId: titos, vendorId: copper, cases: 0, quantity: 0 }], 'lines.0.quantity'],
      [
        [
          { productId: titos, vendorId: copper, quantity: 1 },
          { productId: titos, vendorId: copper + 50, quantity: 1 },
        ],
        'lines.1.vendorId',
      ],
      [[{ productId: titos + 50, vendorId: copper, quantity: 1 }], 'lines.0.productId'],
      [[{ productId: titos, vendorId: copper, quantity: -1 }], 'lines.0.quantity'],
    ] as const) {
      const response = await as(client, manager)
        .post('/api/purchase-orders/suggestions')
        .json({ lines })
      response.assertStatus(422)
      assert.containSubset(response.body(), { errors: [{ field }] })
    }
    assert.equal(await orderCount(), 0)
  })
})
