import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  assertLedgerInvariant,
  ledgerOf,
  stockOf,
  XLSX_TYPE,
} from '#modules/inventory/tests/helpers'
import {
  bombPart,
  part,
  readWorkbook,
  workbookBuffer,
  workbookParts,
  zipBuffer,
} from '#modules/inventory/tests/spreadsheet_helpers'
import { ZIP_LIMITS } from '#modules/inventory/server/spreadsheets/zip_guard'
import { as } from '#tests/helpers/as'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'

const HEADERS = [
  'Name',
  'Category',
  'Size',
  'Case Size',
  'Current Stock',
  'Reorder Level',
  'Unit Cost',
  'Case Cost',
]

test.group('GET /api/products/export', (group) => {
  group.each.setup(emptyDatabase)

  test('streams every active product as inventory_export.xlsx, formulas neutralised', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const vendorId = await createVendor('=Evil Vendor')
    await createProduct({
      name: 'Absolut Vodka',
      size: '1L',
      stock: 12.5,
      unitCost: 18.5,
      caseCost: 200,
      barcode: '7312040017034',
      vendorId,
    })
    await createProduct({ name: '=HYPERLINK("http://evil","x")', category: '+Gin', size: '@750' })
    await createProduct({ name: '-Cheap Rum', category: 'Rum' })
    const archived = await createProduct({ name: 'Archived Gin' })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })

    const response = await as(client, staff).get('/api/products/export')

    response.assertStatus(200)
    response.assertHeader('content-type', XLSX_TYPE)
    response.assertHeader('content-disposition', 'attachment; filename="inventory_export.xlsx"')
    const sheet = await readWorkbook(response.body())
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    assert.deepEqual(rows[0].slice(1), [
      'ID',
      'Name',
      'Category',
      'Size',
      'Size (oz)',
      'Case Size',
      'Current Stock',
      'Reorder Level',
      'Par Level',
      'Unit Cost',
      'Case Cost',
      'Barcode',
      'Vendor',
      'Last Updated',
      'Full Weight (g)',
      'Empty Weight (g)',
    ])
    assert.lengthOf(rows, 4)
    assert.deepEqual(
      rows.slice(1).map((row) => row[2]),
      ["'-Cheap Rum", '\'=HYPERLINK("http://evil","x")', 'Absolut Vodka']
    )
    const [, , formula, absolut] = rows
    assert.strictEqual(formula[3], "'+Gin")
    assert.strictEqual(formula[4], "'@750")
    assert.deepEqual(absolut.slice(3, 14), [
      'Vodka',
      '1L',
      25.36,
      12,
      12.5,
      10,
      undefined,
      18.5,
      200,
      '7312040017034',
      "'=Evil Vendor",
    ])
    assert.instanceOf(absolut[14], Date)
    for (const row of rows) {
      for (const cell of row) {
        if (typeof cell === 'object' && cell !== null && !(cell instanceof Date)) {
          assert.fail(`no formula cells expected, got ${JSON.stringify(cell)}`)
        }
      }
    }
  })

  test('a catalogue longer than one read page exports every product once, by name', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const now = new Date()
    /* 1,203 products, many sharing a name, so pages split inside a run of equal names. */
    const rows = Array.from({ length: 1203 }, (_, at) => ({
      name: `Spirit ${String(Math.floor(at / 7)).padStart(4, '0')}`,
      category: 'Vodka',
      size: '750ml',
      size_in_oz: 25.36,
      case_size: 12,
      current_stock: 0,
      reorder_level: 10,
      unit_cost: 20,
      last_updated: now,
      created_at: now,
      updated_at: now,
    }))
    for (let at = 0; at < rows.length; at += 200) {
      await db.table('products').multiInsert(rows.slice(at, at + 200))
    }

    const response = await as(client, staff).get('/api/products/export')

    response.assertStatus(200)
    const sheet = await readWorkbook(response.body())
    const exported = (sheet.getSheetValues().filter(Boolean) as unknown[][]).slice(1)
    assert.lengthOf(exported, 1203)
    assert.lengthOf(new Set(exported.map((row) => row[1])), 1203)
    const names = exported.map((row) => String(row[2]))
    assert.deepEqual(names, [...names].sort())
  })

  test('an empty catalogue exports just the headers', async ({ client, assert }) => {
    const staff = await createTestUser()
    const response = await as(client, staff).get('/api/products/export')
    response.assertStatus(200)
    const sheet = await readWorkbook(response.body())
    assert.strictEqual(sheet.actualRowCount, 1)
  })
})

test.group('POST /api/products/import', (group) => {
  group.each.setup(emptyDatabase)

  test('staff may not import; no file is a 422 on the file field', async ({ client, assert }) => {
    const staff = await createTestUser()
    const manager = await createTestUser({ role: 'manager' })
    const csv = Buffer.from('Name,Category\nGin,Gin\n')

    const forbidden = await as(client, staff)
      .post('/api/products/import')
      .file('file', csv, { filename: 'products.csv' })
    forbidden.assertStatus(403)

    const noFile = await as(client, manager).post('/api/products/import').field('other', 'x')
    noFile.assertStatus(422)
    noFile.assertBodyContains({ errors: [{ field: 'file' }] })
    assert.lengthOf(await db.from('products'), 0)
  })

  test('an .xlsx creates products; defaults for empty numbers; per-row errors', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await createVendor('Lone Mesa Spirits Supply')
    const file = await workbookBuffer([
      [...HEADERS, 'Barcode', 'Vendor'],
      [
        'Espolòn Blanco',
        'Tequila',
        '1L',
        12,
        15,
        8,
        24.5,
        282,
        '0081200003450',
        'lone mesa spirits supply',
      ],
      ['Bare Minimum', 'Other', null, null, null, null, null, null, null, null],
      [null, 'Vodka', '750ml', 6, 2, 1, 10, 60, null, null],
      ['Negative Stock', 'Gin', '750ml', 6, -3, 1, 10, 60, null, null],
      ['Costly', 'Rum', '750ml', 6, 1, 1, '$1,234.565', null, null, null],
      ['Mystery Vendor', 'Rum', '750ml', 6, 1, 1, 10, null, null, 'Nobody Inc'],
      ['Fractional', 'Rum', '750ml', 'twelve', 1, 1, 10, null, null, null],
    ])

    const response = await as(client, manager)
      .post('/api/products/import')
      .file('file', file, { filename: 'catalogue.XLSX' })

    response.assertStatus(200)
    const body = response.body()
    assert.strictEqual(body.created, 4)
    assert.strictEqual(body.updated, 0)
    assert.strictEqual(body.totalRows, 7)
    assert.deepEqual(
      body.errors.map((error: { row: number }) => error.row),
      [4, 5, 8]
    )
    assert.match(body.errors[0].message, /Name/)
    assert.match(body.errors[1].message, /Current Stock/)
    assert.strictEqual(body.errors[2].message, "Case Size must be a number, not 'twelve'")
    assert.deepEqual(
      body.rows.map((row: { row: number; outcome: string }) => [row.row, row.outcome]),
      [
        [2, 'created'],
        [3, 'created'],
        [4, 'refused'],
        [5, 'refused'],
        [6, 'created'],
        [7, 'created'],
        [8, 'refused'],
      ]
    )
    assert.deepInclude(body.warnings, {
      row: 7,
      message: "Vendor 'Nobody Inc' is not set up: imported without a vendor",
    })
    assert.deepInclude(body.warnings, {
      row: 3,
      message: 'Unit Cost is empty: left unknown, so recipes using it show an incomplete cost',
    })

    const products = await as(client, manager).get('/api/products')
    const byName = Object.fromEntries(
      products.body().map((product: { name: string }) => [product.name, product])
    )
    assert.deepInclude(byName['Espolòn Blanco'], {
      category: 'Tequila',
      sizeInOz: 33.81,
      currentStock: 15,
      unitCost: '24.50',
      caseCost: '282.00',
      barcode: '0081200003450',
      vendorId,
    })
    assert.deepInclude(byName['Bare Minimum'], {
      size: null,
      caseSize: 12,
      currentStock: 0,
      reorderLevel: 0,
      unitCost: null,
      caseCost: null,
    })
    assert.strictEqual(byName.Costly.unitCost, '1234.57')
    const ledger = await ledgerOf(byName['Espolòn Blanco'].id)
    assert.deepEqual(
      ledger.map(({ type, change, sourceType, userId }) => ({ type, change, sourceType, userId })),
      [{ type: 'import', change: 15, sourceType: 'import', userId: manager.id }]
    )
    const activity = await db.from('activity_log').where('action', 'import').first()
    assert.strictEqual(activity.summary, 'Imported products: 4 created, 0 updated')
    assert.isNull(byName['Mystery Vendor'].vendorId)
  })

  test('a .csv (quoted fields, semicolons, BOM) imports the same way', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const csv = Buffer.from(
      '\uFEFFName;Category;Size;Current Stock;Unit Cost\r\n' +
        '"Rémy Martin; VSOP";Brandy;750ml;2,5;48.50\r\n' +
        '"Say ""Cheers"" Ale";Beer;12oz;24;1.10\r\n' +
        ';;;;\r\n'
    )

    const response = await as(client, manager)
      .post('/api/products/import')
      .file('file', csv, { filename: 'products.csv' })

    response.assertStatus(200)
    response.assertBodyContains({ created: 1, updated: 0 })
    assert.deepEqual(response.body().errors, [
      { row: 2, message: 'Current Stock: Use a dot for decimals (2.5)' },
    ])
    const rows = await db.from('products').select('name', 'size_in_oz')
    assert.deepEqual(
      rows.map((row) => [row.name, Number(row.size_in_oz)]),
      [['Say "Cheers" Ale', 12]]
    )
  })

  test('export → import updates the same products instead of duplicating them', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await createVendor('Harbor & Vine Distributors')
    const tonic = await createProduct({
      name: 'Fever-Tree Tonic',
      size: '500ml',
      stock: 20,
      unitCost: 3.2,
    })
    const formula = await createProduct({ name: '=Cheap Gin', category: 'Gin', stock: 4, vendorId })
    const coded = await createProduct({
      name: 'Aperol',
      size: '1L',
      stock: 6,
      barcode: '8004400002307',
    })

    const exported = await as(client, manager).get('/api/products/export')
    const sheet = await readWorkbook(exported.body())

    const unchanged = await as(client, manager)
      .post('/api/products/import')
      .file('file', exported.body(), { filename: 'inventory_export.xlsx' })
    unchanged.assertStatus(200)
    unchanged.assertBodyContains({
      created: 0,
      updated: 0,
      unchanged: 3,
      merged: 0,
      errors: [],
      warnings: [],
      totalRows: 3,
    })

    /* Edit the downloaded sheet as a manager would: a count, a cost, a rename via barcode. */
    sheet.eachRow((row) => {
      if (row.getCell(2).value === 'Fever-Tree Tonic') {
        row.getCell(7).value = 18
        row.getCell(10).value = 3.45
      }
      if (row.getCell(12).value === '8004400002307') row.getCell(2).value = 'Aperol Aperitivo'
    })
    const edited = Buffer.from(await sheet.workbook.xlsx.writeBuffer())
    const response = await as(client, manager)
      .post('/api/products/import')
      .file('file', edited, { filename: 'inventory_export.xlsx' })

    response.assertStatus(200)
    response.assertBodyContains({ created: 0, updated: 2, unchanged: 1, errors: [], warnings: [] })
    assert.lengthOf(await db.from('products'), 3)
    const tonicRow = await db.from('products').where('id', tonic).first()
    assert.strictEqual(Number(tonicRow.unit_cost), 3.45)
    assert.strictEqual(await stockOf(tonic), 18)
    const renamed = await db.from('products').where('id', coded).first()
    assert.strictEqual(renamed.name, 'Aperol Aperitivo')
    const formulaRow = await db.from('products').where('id', formula).first()
    assert.strictEqual(formulaRow.name, '=Cheap Gin')
    assert.strictEqual(Number(formulaRow.vendor_id), vendorId)
    const tonicLedger = await ledgerOf(tonic)
    assert.deepEqual(
      tonicLedger.map(({ type, change }) => [type, change]),
      [
        ['initial', 20],
        ['import', -2],
      ]
    )
    await assertLedgerInvariant(assert)
  })

  test('matching prefers the barcode, then name and size case-insensitively', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const byCode = await createProduct({ name: 'Campari', size: '1L', barcode: '8000040210900' })
    const byName = await createProduct({ name: 'Cointreau', size: '750ml' })
    const otherSize = await createProduct({ name: 'Cointreau', size: '1L' })
    const csv = Buffer.from(
      'Name,Category,Size,Barcode,Reorder Level\n' +
        'Campari Bitter,Liqueur,1L,8000040210900,3\n' +
        'COINTREAU,Liqueur,750ML,,4\n' +
        'Cointreau,Liqueur,375ml,,5\n' +
        'Cointreau,Liqueur,375ml,,6\n'
    )

    const response = await as(client, manager)
      .post('/api/products/import')
      .file('file', csv, { filename: 'match.csv' })

    response.assertBodyContains({ created: 1, updated: 2, merged: 1, errors: [] })
    assert.deepInclude(response.body().rows[3], { row: 5, outcome: 'merged', mergedInto: 4 })
    const rows = await db
      .from('products')
      .orderBy('id')
      .select('id', 'name', 'size', 'reorder_level')
    assert.deepEqual(
      rows.map((row) => [Number(row.id), row.name, row.size, Number(row.reorder_level)]),
      [
        [byCode, 'Campari Bitter', '1L', 3],
        [byName, 'COINTREAU', '750ml', 4],
        [otherSize, 'Cointreau', '1L', 10],
        [rows[3].id, 'Cointreau', '375ml', 6],
      ]
    )
  })

  test('an archived product is never matched: its name and size make a new product', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const archived = await createProduct({ name: 'Old Tom Gin', size: '750ml', unitCost: 21 })
    await db.from('products').where('id', archived).update({ archived_at: new Date() })
    const active = await createProduct({ name: 'Plymouth Gin', size: '750ml' })

    const response = await as(client, manager)
      .post('/api/products/import')
      .file(
        'file',
        Buffer.from(
          'Name,Category,Size,Unit Cost\nOld Tom Gin,Gin,750ml,25\nPlymouth Gin,Gin,750ml,30\n'
        ),
        { filename: 'gins.csv' }
      )

    response.assertBodyContains({ created: 1, updated: 1, errors: [] })
    const rows = await db
      .from('products')
      .orderBy('id')
      .select('id', 'name', 'unit_cost', 'archived_at')
    assert.deepEqual(
      rows.map((row) => [
        Number(row.id),
        row.name,
        Number(row.unit_cost),
        row.archived_at !== null,
      ]),
      [
        [archived, 'Old Tom Gin', 21, true],
        [active, 'Plymouth Gin', 30, false],
        [response.body().rows[0].productId, 'Old Tom Gin', 25, false],
      ]
    )
  })

  test('two new products that end up with the same name and size are both created', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const csv = Buffer.from(
      'Name,Category,Size,Barcode,Current Stock\n' +
        'Gin,Gin,750ml,,1\n' +
        'Vodka,Vodka,750ml,4006381333931,2\n' +
        'Gin,Gin,750ml,4006381333931,3\n' +
        'Rum,Rum,1L,,4\n'
    )

    const response = await as(client, manager)
      .post('/api/products/import')
      .file('file', csv, { filename: 'renames.csv' })

    response.assertBodyContains({ created: 3, updated: 0, unchanged: 0, merged: 1, errors: [] })
    assert.deepEqual(
      response
        .body()
        .rows.map((row: { outcome: string; mergedInto: number | null }) => [
          row.outcome,
          row.mergedInto,
        ]),
      [
        ['created', null],
        ['created', null],
        ['merged', 3],
        ['created', null],
      ]
    )
    const rows = await db.from('products').orderBy('id').select('id', 'name', 'barcode', 'category')
    assert.deepEqual(
      rows.map((row) => [row.name, row.category, row.barcode]),
      [
        ['Gin', 'Gin', null],
        ['Gin', 'Gin', '4006381333931'],
        ['Rum', 'Rum', null],
      ]
    )
    assert.deepEqual(await Promise.all(rows.map((row) => stockOf(Number(row.id)))), [1, 3, 4])
    await assertLedgerInvariant(assert)
  })

  test('a missing Name or Category column refuses the whole file', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const response = await as(client, manager)
      .post('/api/products/import')
      .file('file', Buffer.from('Product Title,Cost\nGin,10\n'), { filename: 'x.csv' })
    response.assertStatus(422)
    response.assertBody({
      message: 'The first row must name the columns; Name and Category are missing.',
    })
    assert.lengthOf(await db.from('products'), 0)
  })
})

test.group('POST /api/products/import: hostile and wrong files', (group) => {
  group.each.setup(emptyDatabase)

  async function upload(client: any, file: Buffer, filename: string) {
    const manager = await createTestUser({ role: 'manager' })
    return as(client, manager).post('/api/products/import').file('file', file, { filename })
  }

  test('an .xls (or a renamed .xlsx) that is not a readable workbook is refused', async ({
    client,
    assert,
  }) => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1024),
    ])
    for (const filename of ['old.xls', 'renamed.xlsx']) {
      const response = await upload(client, ole, filename)
      response.assertStatus(422)
      assert.match(response.body().message, /could not be read/)
    }
    assert.lengthOf(await db.from('products'), 0)
  })

  test('a non-spreadsheet is refused: {$self}')
    .with(['picture.png', 'picture.xlsx', 'picture.csv', 'notes.txt', 'no-extension'])
    .run(async ({ client, assert }, filename) => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64'
      )
      const response = await upload(client, png, filename)
      response.assertStatus(415)
      assert.match(response.body().message, /\.xlsx, \.xls or \.csv/)
      assert.lengthOf(await db.from('products'), 0)
    })

  test('a zip that is not a workbook, and a corrupt zip, are refused', async ({ client }) => {
    const notWorkbook = zipBuffer([part('readme.txt', 'hello')])
    const first = await upload(client, notWorkbook, 'archive.xlsx')
    first.assertStatus(415)

    const complete = await workbookBuffer([
      ['Name', 'Category'],
      ['Gin', 'Gin'],
    ])
    const truncated = complete.subarray(0, 300)
    const second = await upload(client, truncated, 'broken.xlsx')
    second.assertStatus(422)
    second.assertBody({ message: 'The file is not a valid .xlsx workbook' })
  })

  test('a zip bomb declaring its size is refused before inflating', async ({ client }) => {
    const sheet =
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>'
    const bomb = await bombPart('xl/sharedStrings.xml', 200)
    const file = zipBuffer([...workbookParts(sheet), bomb])

    const response = await upload(client, file, 'bomb.xlsx')

    response.assertStatus(413)
    response.assertBody({
      message:
        'The workbook expands to more data than an import accepts. Split it into smaller files.',
    })
  })

  test('a zip bomb lying about its size is refused without exhausting memory', async ({
    client,
    assert,
  }) => {
    const sheet =
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>'
    const bomb = await bombPart('xl/sharedStrings.xml', 400, 2048)
    const file = zipBuffer([...workbookParts(sheet), bomb])
    assert.isBelow(file.length, 2 * 1024 * 1024)

    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 2)
    const response = await upload(client, file, 'bomb.xlsx')
    clearInterval(sampler)

    response.assertStatus(422)
    response.assertBody({ message: 'The file is not a valid .xlsx workbook' })
    /* Inflated, the shared string alone would be 400 MB (800 MB as a JS string). */
    assert.isBelow(peak - baseline, 100 * 1024 * 1024)
  })

  test('several entries under the per-entry cap but over the total are refused', async ({
    client,
  }) => {
    const sheet =
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>'
    const parts = [...workbookParts(sheet)]
    const each = 40 * 1024 * 1024
    for (let index = 0; index <= ZIP_LIMITS.totalBytes / each; index++)
      parts.push(await bombPart(`xl/media/pad${index}.xml`, 1, each))
    const response = await upload(client, zipBuffer(parts), 'padded.xlsx')
    response.assertStatus(413)
  })

  test('a file over 10 MB is 413', async ({ client }) => {
    const line = 'Some Product Name,Vodka,750ml,12,1,1,10.00\n'
    const big = Buffer.from(
      'Name,Category,Size,Case Size,Current Stock,Reorder Level,Unit Cost\n' +
        line.repeat(Math.ceil((10.5 * 1024 * 1024) / line.length))
    )
    const response = await upload(client, big, 'big.csv')
    response.assertStatus(413)
    response.assertBody({ message: 'The file is larger than 10 MB.' })
  })

  test('more than 100,000 rows is 422 and imports nothing', async ({ client, assert }) => {
    const rows = Array.from({ length: 100_001 }, (_, index) => `Product ${index},Vodka`).join('\n')
    const response = await upload(client, Buffer.from(`Name,Category\n${rows}\n`), 'many.csv')
    response.assertStatus(422)
    response.assertBody({
      message: 'The file has more than 100,000 product rows. Split it into smaller files.',
    })
    assert.lengthOf(await db.from('products'), 0)
  })
})

test.group('Ledger invariant across edits, imports and adjustments', (group) => {
  group.each.setup(emptyDatabase)

  test('each product’s stock equals the sum of its ledger rows', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser()

    const created = await as(client, manager)
      .post('/api/products')
      .json({ name: 'Gin A', category: 'Gin', size: '750ml', currentStock: 6, unitCost: 20 })
    const gin = created.body().id
    await createProduct({ name: 'Rum B', stock: 3.5 })

    await as(client, staff).put(`/api/products/${gin}`).json({ currentStock: 4.25 })
    await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: gin, adjustmentType: 'spill', quantityChange: -0.25, reason: 'Spilled' })
    await as(client, manager)
      .post('/api/products/import')
      .file(
        'file',
        await workbookBuffer([
          ['Name', 'Category', 'Size', 'Current Stock'],
          ['Gin A', 'Gin', '750ml', 9],
          ['Rum B', 'Vodka', '750ml', 1.125],
          ['Tequila C', 'Tequila', '1L', 7],
        ]),
        { filename: 'counts.xlsx' }
      )
    await as(client, staff)
      .post('/api/inventory-adjustments')
      .json({ productId: gin, adjustmentType: 'count', countedStock: 8.5 })
    await as(client, manager).put(`/api/products/${gin}`).json({ currentStock: 10, unitCost: 21 })

    assert.strictEqual(await stockOf(gin), 10)
    const ledger = await ledgerOf(gin)
    assert.deepEqual(
      ledger.map(({ type }) => type),
      ['initial', 'manual_edit', 'spill', 'import', 'count', 'manual_edit']
    )
    assert.lengthOf(await db.from('products'), 3)
    await assertLedgerInvariant(assert)
  })
})
