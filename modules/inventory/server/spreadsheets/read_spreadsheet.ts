import { readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import * as XLSX from '@e965/xlsx'
import { assertSafeZip } from '#modules/inventory/server/spreadsheets/zip_guard'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'

export const IMPORT_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  rows: 100_000,
  columns: 64,
  cellChars: 2_000,
}

export type CellValue = string | number | boolean | Date | null

export interface SheetRow {
  /** As the spreadsheet numbers it (the header is usually row 1). */
  rowNumber: number
  cells: CellValue[]
}

const WRONG_TYPE = 'Upload an .xlsx, .xls or .csv file.'

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/**
 * Reads the rows of an uploaded .xlsx, .xls or .csv, checking the content
 * rather than trusting the name, with the caps of DESIGN §5. A file over
 * the row cap is refused as a whole rather than half imported. An .xls
 * that is really a zip (an .xlsx saved under the old name) is read as .xlsx,
 * behind the same decompression checks.
 */
export async function readSpreadsheet(path: string, extname: string): Promise<SheetRow[]> {
  const file = await readFile(path)
  if (file.length > IMPORT_LIMITS.fileBytes) {
    throw new SpreadsheetRejected(413, 'The file is larger than 10 MB.')
  }
  const extension = extname.toLowerCase()
  if (extension !== 'xlsx' && extension !== 'xls' && extension !== 'csv') {
    throw new SpreadsheetRejected(415, WRONG_TYPE)
  }
  if (file.subarray(0, 8).equals(OLE_MAGIC)) {
    if (extension === 'csv') {
      throw new SpreadsheetRejected(415, `The file is not a CSV text file. ${WRONG_TYPE}`)
    }
    return readXls(file)
  }
  if (extension === 'xlsx' || extension === 'xls') {
    if (!file.subarray(0, 4).equals(ZIP_MAGIC)) {
      throw new SpreadsheetRejected(415, `The file is not an Excel workbook. ${WRONG_TYPE}`)
    }
    const names = await assertSafeZip(file)
    if (!names.includes('xl/workbook.xml')) {
      throw new SpreadsheetRejected(415, `The file is not an Excel workbook. ${WRONG_TYPE}`)
    }
    return readXlsx(file)
  }
  return readCsv(file)
}

/**
 * Legacy .xls (BIFF in an OLE container, not compressed, so the 10 MB file
 * cap bounds it) through @e965/xlsx, the maintained SheetJS build. Only the
 * first sheet, values only (no formulas, styles or HTML), and no more rows
 * than the cap plus one are parsed.
 */
function readXls(file: Buffer): SheetRow[] {
  let sheet: XLSX.WorkSheet | undefined
  try {
    const workbook = XLSX.read(file, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheets: 0,
      sheetRows: IMPORT_LIMITS.rows + 2,
    })
    sheet = workbook.Sheets[workbook.SheetNames[0]]
  } catch {
    throw new SpreadsheetRejected(
      422,
      'The workbook could not be read. Save it again as .xlsx and retry.'
    )
  }
  if (!sheet || !sheet['!ref']) return []
  /* A used range beyond what was parsed means more rows than the cap. */
  if (sheet['!fullref'] && sheet['!fullref'] !== sheet['!ref']) throw tooManyRows()
  const range = XLSX.utils.decode_range(sheet['!ref'])
  const values = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
  })
  const rows: SheetRow[] = []
  values.forEach((row, index) => {
    const cells = row.slice(0, IMPORT_LIMITS.columns).map(cellValue)
    if (cells.every((cell) => cell === null || cell === '')) return
    if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows()
    rows.push({ rowNumber: range.s.r + index + 1, cells })
  })
  return rows
}

function tooManyRows() {
  return new SpreadsheetRejected(
    422,
    `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} product rows. Split it into smaller files.`
  )
}

async function readXlsx(file: Buffer): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  })
  const rows: SheetRow[] = []
  try {
    /* Only the first worksheet holds products; later ones (notes, pivots) are ignored. */
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: CellValue[] = []
        const values = row.values as unknown[]
        const width = Math.min(values.length, IMPORT_LIMITS.columns + 1)
        for (let column = 1; column < width; column++) cells.push(cellValue(values[column]))
        if (cells.every((cell) => cell === null || cell === '')) continue
        if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows()
        rows.push({ rowNumber: row.number, cells })
      }
      break
    }
  } catch (error) {
    if (error instanceof SpreadsheetRejected) throw error
    throw new SpreadsheetRejected(
      422,
      'The workbook could not be read. Save it again as .xlsx and retry.'
    )
  }
  return rows
}

/** exceljs cell values → plain values: formulas give their cached result, rich text its text. */
function cellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.slice(0, IMPORT_LIMITS.cellChars)
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>
    if ('result' in object) return cellValue(object.result)
    if (Array.isArray(object.richText)) {
      return cellValue(object.richText.map((part: { text?: string }) => part.text ?? '').join(''))
    }
    if ('text' in object) return cellValue(object.text)
  }
  return null
}

function decodeText(file: Buffer): string {
  const sample = file.subarray(0, 8192)
  if (sample.includes(0))
    throw new SpreadsheetRejected(415, `The file is not a CSV text file. ${WRONG_TYPE}`)
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file)
  } catch {
    /* Excel on Windows saves CSV in the ANSI code page. */
    return new TextDecoder('windows-1252').decode(file)
  }
}

/**
 * RFC 4180 CSV: quoted fields may hold separators, quotes ("") and line
 * breaks. The separator is a comma, or a semicolon when the header line
 * has more of those (Excel in many European locales).
 */
export function readCsv(file: Buffer): SheetRow[] {
  const text = decodeText(file)
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','

  const rows: SheetRow[] = []
  let cells: CellValue[] = []
  let field = ''
  let quoted = false
  let fieldWasQuoted = false
  let line = 1
  let rowStart = 1

  const endField = () => {
    if (cells.length < IMPORT_LIMITS.columns) {
      const value = fieldWasQuoted ? field : field.trim()
      cells.push(value === '' ? null : value.slice(0, IMPORT_LIMITS.cellChars))
    }
    field = ''
    fieldWasQuoted = false
  }
  const endRow = () => {
    endField()
    if (cells.some((cell) => cell !== null)) {
      if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows()
      rows.push({ rowNumber: rowStart, cells })
    }
    cells = []
    rowStart = line
  }

  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"'
          index++
        } else {
          quoted = false
        }
      } else {
        if (char === '\n') line++
        if (field.length < IMPORT_LIMITS.cellChars) field += char
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true
      fieldWasQuoted = true
      field = ''
    } else if (char === separator) {
      endField()
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      line++
      endRow()
    } else if (field.length < IMPORT_LIMITS.cellChars) {
      field += char
    }
  }
  if (quoted) throw new SpreadsheetRejected(422, `Row ${rowStart} has an unclosed quote.`)
  if (field !== '' || cells.length > 0) endRow()
  return rows
}
