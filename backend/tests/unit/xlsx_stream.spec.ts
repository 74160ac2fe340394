import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import { streamXlsx, type XlsxCell } from '#app/spreadsheets/xlsx_stream'

const COLUMNS = [
  { header: 'Name', width: 30 },
  { header: 'Price', width: 10, numFmt: '0.00' },
  { header: 'Updated', width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
]

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function readBack(file: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  return workbook.worksheets[0]
}

test.group('streamXlsx', () => {
  test('writes a workbook exceljs reads back: text, numbers, dates, blanks, formats', async ({
    assert,
  }) => {
    const updated = new Date('2026-03-04T05:06:00.000Z')
    async function* rows(): AsyncGenerator<XlsxCell[][]> {
      yield [['Tom & Jerry\'s "<Gin>"', 12.5, updated]]
      yield []
      yield [
        ['bell\u0007 and tab\tkept', null, undefined],
        ['Ångström 🍸', 0, null],
      ]
    }
    const sheet = await readBack(
      await bytesOf(streamXlsx({ name: 'Bar & Co', columns: COLUMNS, rows: rows() }))
    )

    assert.strictEqual(sheet.name, 'Bar & Co')
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][]
    assert.deepEqual(values[0].slice(1), ['Name', 'Price', 'Updated'])
    assert.isTrue(sheet.getCell('A1').font?.bold)
    assert.deepEqual(values[1].slice(1), ['Tom & Jerry\'s "<Gin>"', 12.5, updated])
    assert.strictEqual(sheet.getCell('B2').numFmt, '0.00')
    assert.deepEqual(values[2].slice(1), ['bell and tab\tkept'])
    assert.deepEqual(values[3].slice(1), ['Ångström 🍸', 0])
    assert.lengthOf(values, 4)
    assert.strictEqual(sheet.getColumn(1).width, 30)
  })

  test('many batches arrive complete and in order', async ({ assert }) => {
    async function* rows(): AsyncGenerator<XlsxCell[][]> {
      for (let batch = 0; batch < 20; batch++) {
        yield Array.from({ length: 250 }, (_, at) => [`Product ${batch * 250 + at}`, at, null])
      }
    }
    const sheet = await readBack(
      await bytesOf(streamXlsx({ name: 'S', columns: COLUMNS, rows: rows() }))
    )
    assert.strictEqual(sheet.actualRowCount, 5001)
    assert.strictEqual(sheet.getCell('A2').value, 'Product 0')
    assert.strictEqual(sheet.getCell('A5001').value, 'Product 4999')
  })

  test('the first bytes leave before any row has been read', async ({ assert }) => {
    let batchesRead = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    async function* rows(): AsyncGenerator<XlsxCell[][]> {
      await gate
      batchesRead++
      yield [['Only row', 1, null]]
    }
    const stream = streamXlsx({ name: 'S', columns: COLUMNS, rows: rows() })
    const iterator = stream[Symbol.asyncIterator]()

    const opened = await iterator.next()
    const first = opened.value as Buffer
    assert.strictEqual(first.readUInt32LE(0), 0x04034b50, 'a zip local file header')
    assert.strictEqual(batchesRead, 0)

    release()
    const rest: Buffer[] = [first]
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      rest.push(next.value as Buffer)
    }
    assert.strictEqual(batchesRead, 1)
    const sheet = await readBack(Buffer.concat(rest))
    assert.strictEqual(sheet.getCell('A2').value, 'Only row')
  })

  test('a failing row source fails the stream instead of ending a truncated file', async ({
    assert,
  }) => {
    async function* rows(): AsyncGenerator<XlsxCell[][]> {
      yield [['First', 1, null]]
      throw new Error('database went away')
    }
    await assert.rejects(
      () => bytesOf(streamXlsx({ name: 'S', columns: COLUMNS, rows: rows() })),
      'database went away'
    )
  })
})
