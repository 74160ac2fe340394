import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import * as XLSX from '@e965/xlsx'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { assertLedgerInvariant } from '#modules/inventory/tests/helpers'
import { bombPart, workbookParts, zipBuffer } from '#modules/inventory/tests/spreadsheet_helpers'
import { IMPORT_LIMITS } from '#modules/inventory/server/spreadsheets/read_spreadsheet'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'

/* The columns of a state liquor board's open catalogue, as downloaded. */
const BOARD_HEADERS = [
  'Item Number',
  'Item Description',
  'Category Name',
  'Vendor Name',
  'Bottle Volume (ml)',
  'Pack',
  'State Bottle Cost',
  'State Bottle Retail',
]

/** A real BIFF8 .xls written by the same parser the server reads it with. */
function xlsBuffer(rows: unknown[][]): Buffer {
  const workbook = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Products')
  return XLSX.write(workbook, { bookType: 'biff8', type: 'buffer' }) as Buffer
}

async function upload(
  client: any,
  file: Buffer,
  filename: string,
  fields: Record<string, string> = {},
  query = ''
) {
  const manager = await createTestUser({ role: 'manager' })
  let request = client
    .post(`/api/products/import${query}`)
    .file('file', file, { filename })
    .loginAs(manager)
    .withCsrfToken()
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value)
  return request
}

type Row = { row: number; outcome: string; mergedInto: number | null; messages: string[] }

test.group('Import: the files bars and distributors really have', (group) => {
  group.each.setup(emptyDatabase)

  test('a liquor board catalogue imports as downloaded; every row has one outcome', async ({
    client,
    assert,
  }) => {
    const vendorId = await createVendor('Sazerac Company')
    const csv = [
      BOARD_HEADERS.join(','),
      '65258,Jim Beam,STRAIGHT BOURBON WHISKIES,Sazerac Company,750,12,9.77,14.66',
      '65259,JIM BEAM,Straight Bourbon Whiskies,Sazerac Company,750 ml,12,9.77,14.66',
      '35918,Five Star Vodka,AMERICAN VODKAS,Luxco Inc,1.75 Ltr,6,,11.25',
      '35919,Five Star Vodka,American Vodkas,Luxco Inc,1750ml,6,7.10,11.25',
      '64866,Fireball Cinnamon Whiskey,Whiskey Liqueur,Sazerac North America,0.75L,12,"9,77",14.66',
      '11111,Mystery Bottle,Special Order Items,,a magnum,1,20,30',
    ].join('\n')

    const response = await upload(client, Buffer.from(csv), 'iowa_liquor_products.csv')

    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(
      body.rows.map((row: Row) => [row.row, row.outcome, row.mergedInto]),
      [
        [2, 'created', null],
        [3, 'created', null],
        [4, 'created', null],
        [5, 'created', null],
        [6, 'refused', null],
        [7, 'created', null],
      ]
    )
    assert.strictEqual(body.totalRows, 6)
    assert.strictEqual(
      body.created + body.updated + body.unchanged + body.merged + body.errors.length,
      body.totalRows
    )
    assert.deepEqual(body.errors, [{ row: 6, message: 'Unit Cost: Use a dot for decimals (9.77)' }])
    const warnings = body.warnings.map(({ row, message }: { row: number; message: string }) =>
      [row, message].join(': ')
    )
    assert.includeMembers(warnings, [
      "2: Category 'STRAIGHT BOURBON WHISKIES' imported as Whiskey",
      "4: Category 'AMERICAN VODKAS' imported as Vodka",
      "4: Vendor 'Luxco Inc' is not set up: imported without a vendor",
      '4: Unit Cost is empty: left unknown, so recipes using it show an incomplete cost',
      "7: Size 'a magnum' could not be read: ounces left unknown",
      "7: Category 'Special Order Items' imported as Other",
    ])

    const products = await db
      .from('products')
      .orderBy('id')
      .select(
        'name',
        'category',
        'size',
        'size_in_oz',
        'case_size',
        'unit_cost',
        'barcode',
        'vendor_id'
      )
    assert.deepEqual(
      products.map((row) => [
        row.name,
        row.category,
        row.size,
        row.size_in_oz === null ? null : Number(row.size_in_oz),
        Number(row.case_size),
        row.unit_cost === null ? null : Number(row.unit_cost),
        row.barcode,
        row.vendor_id === null ? null : Number(row.vendor_id),
      ]),
      [
        /* Two item numbers with one name and size stay two products. */
        ['Jim Beam', 'Whiskey', '750ml', 25.36, 12, 9.77, '65258', vendorId],
        ['JIM BEAM', 'Whiskey', '750ml', 25.36, 12, 9.77, '65259', vendorId],
        ['Five Star Vodka', 'Vodka', '1.75L', 59.17, 6, null, '35918', null],
        ['Five Star Vodka', 'Vodka', '1.75L', 59.17, 6, 7.1, '35919', null],
        ['Mystery Bottle', 'Other', 'a magnum', null, 1, 20, '11111', null],
      ]
    )
  })

  test('size spellings of one bottle match one product; a later row is merged into the first', async ({
    client,
    assert,
  }) => {
    const existing = await createProduct({ name: 'Tito’s Handmade Vodka', size: '750ml', stock: 3 })
    const csv =
      'Product,Type,Size,Qty,Cost\n' +
      'Tito’s Handmade Vodka,Vodka,750,4,19.5\n' +
      'Tito’s Handmade Vodka,Vodka,0.75L,5,19.5\n' +
      'Tito’s Handmade Vodka,Vodka,1 litre,2,24\n' +
      'Tito’s Handmade Vodka,Vodka,1000 ML,2,24\n'

    const response = await upload(client, Buffer.from(csv), 'counts.csv')

    const body = response.body()
    assert.deepEqual(
      body.rows.map((row: Row) => [row.outcome, row.mergedInto]),
      [
        ['updated', null],
        ['merged', 2],
        ['created', null],
        ['merged', 4],
      ]
    )
    assert.match(body.rows[1].messages[0], /^Same name and size as row 2/)
    const rows = await db.from('products').orderBy('id').select('id', 'size', 'current_stock')
    assert.deepEqual(
      rows.map((row) => [Number(row.id), row.size, Number(row.current_stock)]),
      [
        [existing, '750ml', 5],
        [rows[1].id, '1L', 2],
      ]
    )
    await assertLedgerInvariant(assert)
  })

  test('a blank cost keeps the cost a product already has', async ({ client, assert }) => {
    const gin = await createProduct({ name: 'Tanqueray', size: '1L', unitCost: 27.5 })
    const response = await upload(
      client,
      Buffer.from('Name,Category,Size,Unit Cost,Reorder Level\nTanqueray,Gin,1L,,4\n'),
      'gin.csv'
    )
    response.assertBodyContains({ updated: 1 })
    assert.deepEqual(response.body().warnings, [
      { row: 2, message: 'Unit Cost is empty: the product keeps its cost' },
    ])
    const row = await db.from('products').where('id', gin).first()
    assert.strictEqual(Number(row.unit_cost), 27.5)
    assert.strictEqual(Number(row.reorder_level), 4)
  })

  test('export → import leaves every product unchanged, odd stored spellings included', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await createVendor('Southern Glazer’s')
    await createProduct({
      name: 'Aperol',
      size: '1 Ltr',
      category: 'Liqueur',
      vendorId,
      stock: 2.5,
    })
    await createProduct({ name: 'Orgeat', size: 'Custom', category: 'Syrups', unitCost: 6 })
    /* An unknown cost leaves as an empty cell and comes back unknown, without a warning. */
    await createProduct({ name: 'House Bitters', size: null, category: 'Bitters', unitCost: null })
    await createProduct({
      name: 'Tonic',
      size: '200 ML',
      category: 'Mixers',
      barcode: '5060108450012',
    })
    const before = await db.from('products').orderBy('id').select('*')

    const exported = await client.get('/api/products/export').loginAs(manager)
    const response = await client
      .post('/api/products/import')
      .file('file', exported.body(), { filename: 'inventory_export.xlsx' })
      .loginAs(manager)
      .withCsrfToken()

    response.assertBodyContains({ created: 0, updated: 0, unchanged: 4, errors: [], warnings: [] })
    assert.deepEqual(await db.from('products').orderBy('id').select('*'), before)
    const bitters = before.find((row) => row.name === 'House Bitters')
    assert.isNull(bitters.unit_cost)
  })

  test('createVendors=1 sets up the vendors the file names', async ({ client, assert }) => {
    const csv =
      'Description,Class,Supplier\nCampari,Liqueur,Southern Glazer’s\nAperol,Liqueur,southern glazer’s\n'
    const response = await upload(client, Buffer.from(csv), 'list.csv', { createVendors: '1' })
    response.assertBodyContains({ created: 2, errors: [] })
    const vendors = await db.from('vendors').select('id', 'name')
    assert.deepEqual(
      vendors.map((vendor) => vendor.name),
      ['Southern Glazer’s']
    )
    const products = await db.from('products').select('vendor_id')
    assert.deepEqual(
      products.map((product) => Number(product.vendor_id)),
      [Number(vendors[0].id), Number(vendors[0].id)]
    )
  })
})

test.group('Import: the mapping step', (group) => {
  group.each.setup(emptyDatabase)

  const UNKNOWN =
    'Artikel,Gruppe,Inhalt,EK netto\nHendrick’s Gin,Gin,0.7 l,31.9\nAperol,Aperitif,1 l,14\n'

  test('a dry run of unknown headers answers the columns, the detected mapping and a preview', async ({
    client,
    assert,
  }) => {
    const response = await upload(client, Buffer.from(UNKNOWN), 'bar.csv', {}, '?dryRun=1')

    response.assertStatus(200)
    const body = response.body()
    assert.deepInclude(body, {
      dryRun: true,
      columns: ['Artikel', 'Gruppe', 'Inhalt', 'EK netto'],
      missing: ['Name', 'Category'],
      totalRows: 2,
    })
    assert.deepEqual(body.preview, [
      ['Hendrick’s Gin', 'Gin', '0.7 l', '31.9'],
      ['Aperol', 'Aperitif', '1 l', '14'],
    ])
    assert.isNull(body.mapping.name)
    assert.lengthOf(await db.from('products'), 0)

    const refused = await upload(client, Buffer.from(UNKNOWN), 'bar.csv')
    refused.assertStatus(422)
    refused.assertBody({
      message: 'The first row must name the columns; Name and Category are missing.',
    })
  })

  test('an explicit mapping imports, is remembered for the same headers, and a dry run saves nothing', async ({
    client,
    assert,
  }) => {
    const mapping = JSON.stringify({ name: 0, category: 1, size: 2, unitCost: 3 })

    const dry = await upload(client, Buffer.from(UNKNOWN), 'bar.csv', { mapping }, '?dryRun=1')
    dry.assertBodyContains({ dryRun: true, created: 2, errors: [] })
    assert.deepEqual(
      dry.body().rows.map((row: { productId: number | null }) => row.productId),
      [null, null]
    )
    assert.lengthOf(await db.from('products'), 0)

    const done = await upload(client, Buffer.from(UNKNOWN), 'bar.csv', { mapping })
    done.assertBodyContains({ dryRun: false, created: 2, errors: [] })
    assert.deepInclude(done.body().warnings, {
      row: 3,
      message: "Category 'Aperitif' imported as Liqueur",
    })
    const rows = await db.from('products').orderBy('name').select('name', 'size', 'unit_cost')
    assert.deepEqual(
      rows.map((row) => [row.name, row.size, Number(row.unit_cost)]),
      [
        ['Aperol', '1L', 14],
        ['Hendrick’s Gin', '700ml', 31.9],
      ]
    )

    /* Next week's file from the same source: no mapping sent, the remembered one applies. */
    const next = Buffer.from('Artikel,Gruppe,Inhalt,EK netto\nAperol,Liqueur,1L,15\n')
    const again = await upload(client, next, 'bar.csv', {}, '?dryRun=1')
    again.assertBodyContains({
      updated: 1,
      mapping: { name: 0, category: 1, size: 2, unitCost: 3 },
    })
  })

  test('a mapping that is not field → column is a 422 on the mapping field', async ({ client }) => {
    for (const mapping of ['{nope', '{"colour":1}', '{"name":-1}', '{"name":0,"category":0}']) {
      const response = await upload(client, Buffer.from(UNKNOWN), 'bar.csv', { mapping })
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'mapping' }] })
    }
    const outside = await upload(client, Buffer.from(UNKNOWN), 'bar.csv', {
      mapping: JSON.stringify({ name: 0, category: 9 }),
    })
    outside.assertStatus(422)
    outside.assertBody({ message: 'The file has no column 10 to map.' })
  })
})

test.group('Import: legacy .xls', (group) => {
  group.each.setup(emptyDatabase)

  test('a real .xls imports like an .xlsx', async ({ client, assert }) => {
    const file = xlsBuffer([
      [
        'Item Description',
        'Category Name',
        'Bottle Volume (ml)',
        'Pack',
        'State Bottle Cost',
        'UPC',
      ],
      ['Maker’s Mark', 'Straight Bourbon Whiskies', 750, 12, 22.5, '085246139431'],
      ['Kahlúa', 'Coffee Liqueurs', 1000, 12, 18.25, null],
    ])
    assert.isTrue(file.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))

    const response = await upload(client, file, 'pos_export.XLS')

    response.assertStatus(200)
    response.assertBodyContains({ created: 2, errors: [] })
    const rows = await db
      .from('products')
      .orderBy('name')
      .select('name', 'category', 'size', 'unit_cost', 'barcode')
    assert.deepEqual(
      rows.map((row) => [row.name, row.category, row.size, Number(row.unit_cost), row.barcode]),
      [
        ['Kahlúa', 'Liqueur', '1L', 18.25, null],
        ['Maker’s Mark', 'Whiskey', '750ml', 22.5, '085246139431'],
      ]
    )
  })

  test('an .xls over the row cap is refused whole', async ({ client, assert }) => {
    /* BIFF8 itself stops at 65,536 rows, under the cap: lower the cap for this test. */
    const cap = IMPORT_LIMITS.rows
    IMPORT_LIMITS.rows = 3
    try {
      const rows = [['Name', 'Category'], ...['A', 'B', 'C', 'D'].map((name) => [name, 'Gin'])]
      const response = await upload(client, xlsBuffer(rows), 'long.xls')
      response.assertStatus(422)
      response.assertBody({
        message: 'The file has more than 3 product rows. Split it into smaller files.',
      })
      const exact = await upload(client, xlsBuffer(rows.slice(0, 4)), 'exact.xls')
      exact.assertBodyContains({ created: 3 })
    } finally {
      IMPORT_LIMITS.rows = cap
    }
    assert.lengthOf(await db.from('products'), 3)
  })

  test('a zip bomb named .xls meets the decompression caps', async ({ client }) => {
    const sheet =
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>'
    const declared = zipBuffer([
      ...workbookParts(sheet),
      await bombPart('xl/sharedStrings.xml', 200),
    ])
    const first = await upload(client, declared, 'bomb.xls')
    first.assertStatus(413)
    const lying = zipBuffer([
      ...workbookParts(sheet),
      await bombPart('xl/sharedStrings.xml', 60, 100),
    ])
    const second = await upload(client, lying, 'liar.xls')
    second.assertStatus(422)
  })

  test('an .xls over 10 MB is 413', async ({ client }) => {
    const file = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(10 * 1024 * 1024 + 1),
    ])
    const response = await upload(client, file, 'big.xls')
    response.assertStatus(413)
  })
})
