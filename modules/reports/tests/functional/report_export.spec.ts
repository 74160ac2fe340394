import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { StockLedger } from '#modules/inventory/server/index'
import { createTestUser } from '#tests/helpers/users'
import {
  ledgerRow,
  recordSales,
  seedProduct,
  seedRecipe,
  XLSX_TYPE,
} from '#modules/reports/tests/helpers'

const RANGE = 'startDate=2024-03-01T00:00:00.000Z&endDate=2024-03-31T23:59:59.999Z'

async function sheets(file: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  const values = (name: string) =>
    (workbook.getWorksheet(name)?.getSheetValues().filter(Boolean) as unknown[][]).map((row) =>
      row.slice(1)
    )
  return { names: workbook.worksheets.map((sheet) => sheet.name), values }
}

test.group('GET /api/reports/export', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out: 401; a bad range: 422', async ({ client }) => {
    const anonymous = await client.get(`/api/reports/export?${RANGE}`)
    anonymous.assertStatus(401)
    const staff = await createTestUser()
    const reversed = await client
      .get('/api/reports/export?startDate=2024-04-01&endDate=2024-03-01')
      .loginAs(staff)
    reversed.assertStatus(422)
  })

  test('one workbook, a sheet per section, formula-like text neutralised', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const gin = await seedProduct({
      name: '=HYPERLINK("http://evil")',
      category: 'Gin',
      stock: 10,
      reorderLevel: 12,
      unitCost: 20,
    })
    await ledgerRow(gin, -1.5, 'sale', new Date('2024-03-05T20:00:00Z'))
    const manager = await createTestUser({ role: 'manager' })
    const sour = await seedRecipe('+Sour', [{ productId: gin, amountInOz: 0 }])
    await recordSales(client, manager, [
      {
        transactionId: '@T1',
        recipeId: sour,
        quantity: 3,
        amount: 27,
        saleDate: '2024-03-07T21:00:00Z',
      },
    ])
    await ledgerRow(gin, -0.5, 'waste', new Date('2024-03-06T20:00:00Z'))

    const response = await client.get(`/api/reports/export?${RANGE}`).loginAs(staff)
    response.assertStatus(200)
    response.assertHeader('content-type', XLSX_TYPE)
    response.assertHeader(
      'content-disposition',
      'attachment; filename="barstock_report_2024-03-01_to_2024-03-31.xlsx"'
    )
    const book = await sheets(response.body())
    assert.deepEqual(book.names, [
      'Summary',
      'Sales by Day',
      'Top Recipes',
      'Sales',
      'Low Stock',
      'Inventory by Category',
      'Deductions',
      'Adjustments',
    ])
    const name = `'=HYPERLINK("http://evil")`
    assert.deepEqual(book.values('Summary').slice(3), [
      ['Total sales (USD)', 27],
      ['Items sold', 3],
      ['Sale lines', 1],
      ['Total items', 1],
      ['Low stock items', 1],
      ['Out of stock items', 0],
      ['Inventory value (USD)', 160],
      ['Stock adjustments in the period', 1],
    ])
    assert.deepEqual(book.values('Sales by Day').slice(1), [['2024-03-07', 3, 27]])
    assert.deepEqual(book.values('Top Recipes').slice(1), [[1, "'+Sour", 3, 27]])
    assert.deepEqual(book.values('Sales')[1].slice(1), ["'@T1", "'+Sour", 3, 27, 'pos'])
    assert.deepEqual(book.values('Low Stock')[1], [name, 'Gin', '750ml', 8, 12])
    assert.deepEqual(book.values('Inventory by Category')[1], ['Gin', 1, 8, 160])
    assert.deepEqual(book.values('Deductions')[1], [name, 'Gin', '750ml', 1.5, 1, 12.68])
    const adjustments = book.values('Adjustments')
    assert.lengthOf(adjustments, 2)
    assert.deepEqual(adjustments[1].slice(1), [name, 'waste', -0.5])
  })

  test('sale and adjustment lines over several pages are each listed once, newest first', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const manager = await createTestUser({ role: 'manager' })
    /* Three moments shared by 200 lines each: the pages must part lines of the same moment. */
    const moments = ['2024-03-05T20:00:00Z', '2024-03-06T20:00:00Z', '2024-03-07T20:00:00Z']
    await recordSales(
      client,
      manager,
      Array.from({ length: 600 }, (_, index) => ({
        transactionId: `T${index}`,
        posItemName: 'House Sour',
        quantity: 1,
        amount: 9,
        saleDate: moments[index % 3],
      }))
    )
    const gin = await seedProduct({ stock: 500 })
    await StockLedger.transaction((trx) =>
      StockLedger.apply(
        trx,
        Array.from({ length: 300 }, () => ({ productId: gin, change: -0.25, type: 'waste' }))
      )
    )
    await db
      .from('inventory_adjustments')
      .where('adjustment_type', 'waste')
      .update({ adjustment_date: new Date('2024-03-10T12:00:00Z') })

    const response = await client.get(`/api/reports/export?${RANGE}`).loginAs(staff)
    response.assertStatus(200)
    const book = await sheets(response.body())

    const sales = book.values('Sales').slice(1)
    assert.lengthOf(sales, 600)
    assert.equal(new Set(sales.map((row) => row[1])).size, 600)
    const saleTimes = sales.map((row) => (row[0] as Date).getTime())
    assert.deepEqual(
      saleTimes,
      [...saleTimes].sort((a, b) => b - a)
    )
    const adjustments = book.values('Adjustments').slice(1)
    assert.lengthOf(
      adjustments.filter((row) => row[2] === 'waste'),
      300
    )
  })
})
