import { test } from '@japa/runner'
import { csvBatches } from '#modules/inventory/server/spreadsheets/read_spreadsheet'
import {
  detectMapping,
  headerLabels,
  missingFields,
  rowInput,
} from '#modules/inventory/server/spreadsheets/product_columns'
import { neutralise } from '#modules/inventory/server/spreadsheets/export_products'
import {
  assertSafeZip,
  zipEntries,
  ZIP_LIMITS,
} from '#modules/inventory/server/spreadsheets/zip_guard'
import { xlsxRows } from '#modules/inventory/server/spreadsheets/xlsx_rows'
import {
  bombPart,
  part,
  workbookBuffer,
  workbookParts,
  zipBuffer,
} from '#modules/inventory/tests/spreadsheet_helpers'

/** Every row of a CSV file, its batches joined. */
function readCsv(file: Buffer) {
  return [...csvBatches(file)].flat()
}

test.group('CSV reading', () => {
  test('quotes, escaped quotes, line breaks in quotes, CRLF and blank lines', ({ assert }) => {
    const rows = readCsv(
      Buffer.from('Name,Category\r\n"Gin, London","Dry ""Extra"""\r\n\r\n"Two\nLines",Rum\n')
    )
    assert.deepEqual(rows, [
      { rowNumber: 1, cells: ['Name', 'Category'] },
      { rowNumber: 2, cells: ['Gin, London', 'Dry "Extra"'] },
      { rowNumber: 4, cells: ['Two\nLines', 'Rum'] },
    ])
  })

  test('a semicolon header switches the separator', ({ assert }) => {
    assert.deepEqual(readCsv(Buffer.from('Name;Category\nA,B;C\n'))[1].cells, ['A,B', 'C'])
  })

  test('windows-1252 text is decoded when it is not UTF-8', ({ assert }) => {
    const latin = Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x52, 0xe9, 0x6d, 0x79])
    assert.deepEqual(readCsv(latin)[1].cells, ['Rémy'])
  })

  test('100,000 data rows are read; one more is refused', ({ assert }) => {
    const header = 'Name,Category\n'
    const body = (count: number) => 'Gin,Gin\n'.repeat(count)
    assert.lengthOf(readCsv(Buffer.from(header + body(100_000))), 100_001)
    assert.throws(() => readCsv(Buffer.from(header + body(100_001))), /more than 100,000/)
  })

  test('a quote pair or a CRLF split between two chunks of the file reads the same', ({
    assert,
  }) => {
    /* Rows of 12 bytes against 8 KB chunks: shifting the header moves the splits through a row. */
    for (let shift = 0; shift < 12; shift++) {
      const rows = readCsv(
        Buffer.from(`Name${'e'.repeat(shift)},Category\r\n${'"a""b",Gin\r\n'.repeat(6000)}`)
      )
      assert.lengthOf(rows, 6001)
      assert.isTrue(
        rows.slice(1).every((row, index) => row.rowNumber === index + 2 && row.cells[0] === 'a"b')
      )
    }
  })

  test('a file whose lines end in CR alone is read a batch at a time', ({ assert }) => {
    const file = Buffer.from(`Name;Category\r${'Gin;Gin\r'.repeat(20_000)}`)
    const batches = [...csvBatches(file)]
    /* In one batch, the whole file was parsed in one step that no other request could interrupt. */
    assert.isAbove(batches.length, 1)
    const rows = batches.flat()
    assert.lengthOf(rows, 20_001)
    assert.deepEqual(rows[20_000], { rowNumber: 20_001, cells: ['Gin', 'Gin'] })
  })

  test('an unclosed quote is refused', ({ assert }) => {
    assert.throws(() => readCsv(Buffer.from('Name,Category\n"Gin,Gin\n')), /unclosed quote/)
  })
})

test.group('Import columns', () => {
  /** Detected columns as field → header, for readable assertions. */
  function detected(header: string[]) {
    const mapping = detectMapping(header)
    return Object.fromEntries(
      Object.entries(mapping)
        .filter(([, index]) => index !== null)
        .map(([field, index]) => [field, header[index!]])
    )
  }

  test('headers match case- and punctuation-insensitively; Name and Category are required', ({
    assert,
  }) => {
    assert.deepEqual(detected(['PRODUCT NAME', 'category', 'Size (oz)', 'UPC', 'Qty']), {
      name: 'PRODUCT NAME',
      category: 'category',
      sizeInOz: 'Size (oz)',
      barcode: 'UPC',
      currentStock: 'Qty',
    })
    assert.deepEqual(missingFields(detectMapping(['Cost'])), ['Name', 'Category'])
  })

  test('a liquor board catalogue and a distributor price list are understood', ({ assert }) => {
    assert.deepEqual(
      detected([
        'Item Number',
        'Item Description',
        'Category Name',
        'Vendor Number',
        'Vendor Name',
        'Bottle Volume (ml)',
        'Pack',
        'State Bottle Cost',
        'State Bottle Retail',
      ]),
      {
        sku: 'Item Number',
        name: 'Item Description',
        category: 'Category Name',
        vendor: 'Vendor Name',
        size: 'Bottle Volume (ml)',
        caseSize: 'Pack',
        unitCost: 'State Bottle Cost',
      }
    )
    assert.deepEqual(
      detected([
        'SKU',
        'Description',
        'Class',
        'Size',
        'Units per Case',
        'Case Cost',
        'EAN',
        'Distributor',
      ]),
      {
        sku: 'SKU',
        name: 'Description',
        category: 'Class',
        size: 'Size',
        caseSize: 'Units per Case',
        caseCost: 'Case Cost',
        barcode: 'EAN',
        vendor: 'Distributor',
      }
    )
  })

  test('blank header cells are named by their column letter', ({ assert }) => {
    assert.deepEqual(headerLabels(['Name', null, ' ']), ['Name', 'Column B', 'Column C'])
  })

  test('cells become validator input: defaults, money text, neutralised text, barcodes', ({
    assert,
  }) => {
    const mapping = detectMapping([
      'Name',
      'Category',
      'Case Size',
      'Current Stock',
      'Unit Cost',
      'Case Cost',
      'Barcode',
      'Par Level',
    ])
    const bare = rowInput(
      ["'=Gin", ' Gin ', null, null, '$1,234.565', null, 4006381333931, null],
      mapping
    )
    assert.deepEqual(bare.input, {
      name: '=Gin',
      category: 'Gin',
      caseSize: 12,
      currentStock: 0,
      unitCost: 1234.57,
      caseCost: null,
      barcode: '4006381333931',
      parLevel: null,
    })
    assert.deepEqual(bare.problems, [])
    const sized = detectMapping(['Name', 'Category', 'Size', 'Size (oz)'])
    assert.deepEqual(rowInput(['Gin', 'Gin', '1L', null], sized).input, {
      name: 'Gin',
      category: 'Gin',
      size: '1L',
    })
    const precise = rowInput(['Gin', 'Gin', 6, 1.23456, 0.005, null, null, null], mapping)
    assert.include(precise.input, { currentStock: 1.235, unitCost: 0.01 })
  })

  test('a decimal comma asks for a dot; other text in a number column is named', ({ assert }) => {
    const mapping = detectMapping(['Name', 'Category', 'Unit Cost', 'Current Stock', 'Case Cost'])
    assert.deepEqual(rowInput(['Gin', 'Gin', '9,77', '2,5', '1.234,50'], mapping).problems, [
      'Current Stock: Use a dot for decimals (2.5)',
      'Unit Cost: Use a dot for decimals (9.77)',
      'Case Cost: Use a dot for decimals (1234.50)',
    ])
    assert.deepEqual(rowInput(['Gin', 'Gin', '1,234', 'lots', null], mapping).problems, [
      "Current Stock must be a number, not 'lots'",
    ])
    assert.deepEqual(
      [...rowInput(['Gin', 'Gin', null, 1, null], mapping).blank],
      ['unitCost', 'caseCost']
    )
  })

  test('export neutralises = + - @ TAB and CR at the start only', ({ assert }) => {
    for (const text of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      assert.strictEqual(neutralise(text), `'${text}`)
    }
    assert.strictEqual(neutralise('Gin = good'), 'Gin = good')
    assert.strictEqual(neutralise(null), null)
  })
})

test.group('Workbook rows', () => {
  async function sheetRows(sheetXml: string, sharedStringsXml?: string) {
    const parts = workbookParts(sheetXml)
    if (sharedStringsXml) parts.push(part('xl/sharedStrings.xml', sharedStringsXml))
    const rows = []
    for await (const batch of xlsxRows(zipEntries(zipBuffer(parts)), {
      columns: 3,
      cellChars: 5,
    })) {
      rows.push(...batch)
    }
    return rows
  }

  test('shared, inline, rich and formula texts, numbers, booleans; gaps and caps', async ({
    assert,
  }) => {
    const rows = await sheetRows(
      '<worksheet><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
        '<row r="3" spans="1:4"><c r="A3" t="inlineStr"><is><t xml:space="preserve"> Gin &amp; Co</t></is></c>' +
        '<c r="B3"><v>9.5</v></c><c r="C3" t="b"><v>1</v></c><c r="D3"><v>4</v></c></row>' +
        '<row r="4"><c t="str"><f>A1</f><v>&lt;x&gt;</v></c><c t="e"><v>#N/A</v></c><c s="2"/></row>' +
        '<row r="5"/>' +
        '</sheetData></worksheet>',
      '<sst><si><t>Name</t></si><si><r><t>Cate</t></r><r><t>gory</t></r><rPh><t>x</t></rPh></si></sst>'
    )
    assert.deepEqual(rows, [
      { rowNumber: 1, values: ['Name', null, 'Categ'] },
      { rowNumber: 3, values: [' Gin & Co', 9.5, true] },
      { rowNumber: 4, values: ['<x>'] },
      { rowNumber: 5, values: [] },
    ])
  })
})

test.group('Zip guard', () => {
  test('a workbook exceljs wrote passes and lists its entries', async ({ assert }) => {
    const names = await assertSafeZip(await workbookBuffer([['Name', 'Category']]))
    assert.include(names, 'xl/workbook.xml')
  })

  test('an entry larger than declared is refused', async ({ assert }) => {
    const file = zipBuffer([await bombPart('xl/sharedStrings.xml', 2, 100)])
    await assert.rejects(() => assertSafeZip(file), 'The file is not a valid .xlsx workbook')
  })

  test('an entry declared over the cap is refused as too large', async ({ assert }) => {
    const file = zipBuffer([await bombPart('xl/sharedStrings.xml', 1, ZIP_LIMITS.entryBytes + 1)])
    await assert.rejects(() => assertSafeZip(file), /expands to more data/)
  })

  test('an entry hidden from the central directory is refused', async ({ assert }) => {
    const visible = zipBuffer([part('a.xml', '<a/>')])
    const hidden = zipBuffer([part('b.xml', '<b/>')])
    /* Prepend a local entry that the central directory of `visible` does not list. */
    const eocdOffset = visible.length - 22
    const directoryStart = visible.readUInt32LE(eocdOffset + 16)
    const hiddenLocal = hidden.subarray(0, hidden.readUInt32LE(hidden.length - 22 + 16))
    const shifted = Buffer.from(visible)
    shifted.writeUInt32LE(directoryStart + hiddenLocal.length, eocdOffset + 16)
    const centralEntry = directoryStart
    shifted.writeUInt32LE(hiddenLocal.length, centralEntry + 42)
    const crafted = Buffer.concat([hiddenLocal, shifted])
    await assert.rejects(() => assertSafeZip(crafted), 'The file is not a valid .xlsx workbook')
  })

  test('garbage and truncated files are refused', async ({ assert }) => {
    await assert.rejects(() => assertSafeZip(Buffer.from('PK\u0003\u0004 nothing else')))
    const complete = await workbookBuffer([['Name', 'Category']])
    await assert.rejects(() => assertSafeZip(complete.subarray(0, complete.length - 10)))
  })
})
