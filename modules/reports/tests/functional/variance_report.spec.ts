import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ExcelJS from 'exceljs'
import { ApiRequest } from '@japa/api-client'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { PRODUCTS_TABLE, StockLedger } from '#modules/inventory/server/index'
import type User from '#app/auth/models/user'
import type { ApiClient } from '@japa/api-client'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
ApiRequest.addParser(XLSX_TYPE, (response, callback) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
})

async function product(name: string, category: string, unitCost: number | null, stock: number) {
  return StockLedger.transaction(async (trx) => {
    const now = new Date()
    const [id] = await trx.insertQuery().table(PRODUCTS_TABLE).insert({
      name,
      category,
      size: '750ml',
      size_in_oz: 25.36,
      case_size: 12,
      current_stock: 0,
      reorder_level: 2,
      unit_cost: unitCost,
      last_updated: now,
      created_at: now,
      updated_at: now,
    })
    await StockLedger.apply(trx, [{ productId: Number(id), change: stock, type: 'initial' }])
    return Number(id)
  })
}

/* Receipts and sales come from other modules; the test writes their ledger rows as they do. */
async function ledger(entries: Array<{ productId: number; change: number; type: string }>) {
  await StockLedger.transaction((trx) => StockLedger.apply(trx, entries, { allowNegative: true }))
}

async function count(
  client: ApiClient,
  manager: User,
  lines: Array<{ productId: number; fullBottles: number; partial?: number }>
) {
  const open = await client.post('/api/count-sessions').json({}).loginAs(manager).withCsrfToken()
  const id = open.body().id as number
  const sent = await client
    .post(`/api/count-sessions/${id}/lines`)
    .json(lines.map((line, index) => ({ clientId: `${id}-${index}`, ...line })))
    .loginAs(manager)
    .withCsrfToken()
  sent.assertStatus(201)
  const finalized = await client
    .post(`/api/count-sessions/${id}/finalize`)
    .json({})
    .loginAs(manager)
    .withCsrfToken()
  finalized.assertStatus(200)
  return id
}

test.group('GET /api/reports/variance', (group) => {
  group.each.setup(async () => {
    const cleanup = await emptyDatabase()
    await db.table('count_areas').insert({ name: 'Bar', position: 0, created_at: new Date() })
    return cleanup
  })

  test('usage and variance between two counts from receipts, sales and waste', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser({ role: 'staff' })
    const vodka = await product('House Vodka', 'Vodka', 20, 10)
    const gin = await product('Dry Gin', 'Gin', 15.5, 4)
    const rum = await product('Dark Rum', 'Rum', 18, 3)

    const first = await count(client, manager, [
      { productId: vodka, fullBottles: 10 },
      { productId: gin, fullBottles: 4 },
    ])
    await ledger([
      { productId: vodka, change: 12, type: 'receiving' },
      { productId: vodka, change: -5, type: 'sale' },
      { productId: vodka, change: -4, type: 'sale' },
      /* A refund is a sale row with a positive change. */
      { productId: vodka, change: 0.5, type: 'sale' },
      { productId: vodka, change: -1, type: 'waste' },
      /* Manual corrections are neither usage nor receipts. */
      { productId: gin, change: 2, type: 'correction' },
    ])
    const second = await count(client, manager, [
      { productId: vodka, fullBottles: 11 },
      { productId: gin, fullBottles: 5 },
      { productId: rum, fullBottles: 3 },
    ])
    /* Rows after the end count belong to the next period. */
    await ledger([{ productId: vodka, change: -3, type: 'sale' }])

    const response = await client
      .get(`/api/reports/variance?fromCount=${first}&toCount=${second}`)
      .loginAs(staff)
    response.assertStatus(200)
    const body = response.body()
    assert.include(body.fromCount, { id: first })
    assert.include(body.toCount, { id: second })
    assert.deepEqual(body.rows[0], {
      productId: vodka,
      name: 'House Vodka',
      category: 'Vodka',
      size: '750ml',
      unitCost: '20.00',
      startCount: 10,
      received: 12,
      endCount: 11,
      actualUsage: 11,
      sold: 8.5,
      recordedLoss: 1,
      theoreticalUsage: 9.5,
      varianceBottles: 1.5,
      varianceOunces: 38.04,
      varianceDollars: '30.00',
      variancePercent: 13.6,
      negativeUsage: false,
    })
    assert.include(body.rows[1], {
      productId: gin,
      actualUsage: -1,
      varianceDollars: '-15.50',
      negativeUsage: true,
    })
    assert.lengthOf(body.rows, 2)
    assert.strictEqual(body.notInBothCounts, 1)
    assert.deepEqual(body.totals, {
      products: 2,
      actualUsage: 10,
      theoreticalUsage: 9.5,
      varianceBottles: 0.5,
      varianceOunces: 12.68,
      varianceDollars: '14.50',
      negativeUsage: 1,
    })
    assert.deepEqual(
      body.categories.map((category: { category: string; varianceDollars: string }) => [
        category.category,
        category.varianceDollars,
      ]),
      [
        ['Vodka', '30.00'],
        ['Gin', '-15.50'],
      ]
    )

    const ascending = await client
      .get(`/api/reports/variance?fromCount=${first}&toCount=${second}&sort=dollars&order=asc`)
      .loginAs(staff)
    assert.deepEqual(
      ascending.body().rows.map((row: { productId: number }) => row.productId),
      [gin, vodka]
    )

    const workbook = await client
      .get(`/api/reports/variance/export?fromCount=${first}&toCount=${second}`)
      .loginAs(staff)
    workbook.assertStatus(200)
    workbook.assertHeader('content-type', XLSX_TYPE)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(workbook.body() as ArrayBuffer)
    const sheet = book.worksheets[0]
    assert.strictEqual(sheet.getRow(2).getCell(1).value, 'House Vodka')
    assert.strictEqual(sheet.getRow(2).getCell(13).value, 30)
    assert.strictEqual(sheet.getRow(4).getCell(1).value, 'Total')
  })

  test('a product of unknown cost: its variance counts as $0.00, its cost stays unknown', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const orgeat = await product('House Orgeat', 'Mixers', null, 6)
    const first = await count(client, manager, [{ productId: orgeat, fullBottles: 6 }])
    const second = await count(client, manager, [{ productId: orgeat, fullBottles: 4 }])

    const response = await client
      .get(`/api/reports/variance?fromCount=${first}&toCount=${second}`)
      .loginAs(manager)
    response.assertStatus(200)
    assert.include(response.body().rows[0], {
      unitCost: null,
      varianceBottles: 2,
      varianceDollars: '0.00',
    })
    assert.strictEqual(response.body().totals.varianceDollars, '0.00')

    const workbook = await client
      .get(`/api/reports/variance/export?fromCount=${first}&toCount=${second}`)
      .loginAs(manager)
    workbook.assertStatus(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(workbook.body() as ArrayBuffer)
    assert.strictEqual(book.worksheets[0].getRow(2).getCell(1).value, 'House Orgeat')
    assert.strictEqual(book.worksheets[0].getRow(2).getCell(15).value, null)
  })

  test('by dates: the last counts finalized by the start and the end date', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vodka = await product('Vodka', 'Vodka', 20, 5)
    const january = await count(client, manager, [{ productId: vodka, fullBottles: 5 }])
    const february = await count(client, manager, [{ productId: vodka, fullBottles: 3 }])
    /* Move the counts to known days (the ledger marks keep their order). */
    await db
      .from('count_sessions')
      .where('id', january)
      .update({ finalized_at: new Date('2025-01-10T06:00:00Z') })
    await db
      .from('count_sessions')
      .where('id', february)
      .update({ finalized_at: new Date('2025-02-10T06:00:00Z') })

    const response = await client
      .get('/api/reports/variance?startDate=2025-01-31&endDate=2025-02-10')
      .loginAs(manager)
    response.assertStatus(200)
    assert.include(response.body().fromCount, { id: january })
    assert.include(response.body().toCount, { id: february })
    assert.include(response.body().rows[0], { actualUsage: 2, varianceDollars: '40.00' })

    const tooEarly = await client
      .get('/api/reports/variance?startDate=2024-12-31&endDate=2025-02-10')
      .loginAs(manager)
    tooEarly.assertStatus(422)
    tooEarly.assertBodyContains({
      errors: [{ field: 'startDate', message: 'No count was finalized by that date' }],
    })
    const badDay = await client
      .get('/api/reports/variance?startDate=2025-02-30&endDate=2025-03-01')
      .loginAs(manager)
    badDay.assertStatus(422)
    badDay.assertBodyContains({ errors: [{ field: 'startDate', rule: 'date' }] })
  })

  test('counts must exist, be finalized and in order: 422 otherwise; signed out 401', async ({
    client,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vodka = await product('Vodka', 'Vodka', 20, 1)
    const first = await count(client, manager, [{ productId: vodka, fullBottles: 1 }])
    const second = await count(client, manager, [{ productId: vodka, fullBottles: 1 }])
    const open = await client.post('/api/count-sessions').json({}).loginAs(manager).withCsrfToken()

    const unauthenticated = await client.get(
      `/api/reports/variance?fromCount=${first}&toCount=${second}`
    )
    unauthenticated.assertStatus(401)
    const reversed = await client
      .get(`/api/reports/variance?fromCount=${second}&toCount=${first}`)
      .loginAs(manager)
    reversed.assertStatus(422)
    reversed.assertBodyContains({
      errors: [
        { field: 'toCount', message: 'The end count must be finalized after the start count' },
      ],
    })
    const stillOpen = await client
      .get(`/api/reports/variance?fromCount=${first}&toCount=${open.body().id}`)
      .loginAs(manager)
    stillOpen.assertStatus(422)
    stillOpen.assertBodyContains({ errors: [{ field: 'toCount', rule: 'finalizedCount' }] })
    const missing = await client.get('/api/reports/variance?fromCount=abc').loginAs(manager)
    missing.assertStatus(422)
  })
})
