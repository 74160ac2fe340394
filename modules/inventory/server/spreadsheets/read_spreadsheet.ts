import { isUtf8 } from 'node:buffer'
import { readFile } from 'node:fs/promises'
import { extname as extensionOf } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { assertSafeZip, zipEntries } from '#modules/inventory/server/spreadsheets/zip_guard'
import { xlsxRows } from '#modules/inventory/server/spreadsheets/xlsx_rows'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
import { Pacer } from '#modules/inventory/server/spreadsheets/pacer'
import type {
  XlsWorkerInput,
  XlsWorkerMessage,
} from '#modules/inventory/server/spreadsheets/xls_worker'

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

/** Rows as they are read, a batch at a time (a few hundred rows, or one chunk of the file). */
export type SheetBatches = AsyncIterable<SheetRow[]>

/*
 * Bytes of an upload handed to a parser at a time, so no parse step holds
 * the event loop long. A chunk's rows are one batch, alive until the
 * import has validated the last of them: at 64 KB (~900 rows) they lived
 * through V8's young-generation collections and were moved to the old
 * generation, where they piled up as garbage until a full collection. A
 * 100k-row CSV import peaked at +134–159 MB resident; at 8 KB, +110–128 MB.
 */
const CHUNK_BYTES = 8 * 1024

/**
 * Opens an uploaded .xlsx, .xls or .csv, checking the content rather than
 * trusting the name, with the caps of DESIGN §5, and answers its rows in
 * batches as they are parsed — .xlsx and .csv a chunk at a time, pausing
 * between chunks, so neither a large file's rows nor its parse sit on the
 * event loop at once. A file over the row cap throws while being read, so
 * callers write nothing before the last batch. An .xls that is really a
 * zip (an .xlsx saved under the old name) is read as .xlsx, behind the
 * same decompression checks.
 */
export async function openSpreadsheet(path: string, extname: string): Promise<SheetBatches> {
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
    return xlsBatches(file)
  }
  if (extension === 'xlsx' || extension === 'xls') {
    if (!file.subarray(0, 4).equals(ZIP_MAGIC)) {
      throw new SpreadsheetRejected(415, `The file is not an Excel workbook. ${WRONG_TYPE}`)
    }
    const names = await assertSafeZip(file)
    if (!names.includes('xl/workbook.xml')) {
      throw new SpreadsheetRejected(415, `The file is not an Excel workbook. ${WRONG_TYPE}`)
    }
    return xlsxBatches(file)
  }
  return paced(csvBatches(file))
}

/** Every row of an upload at once, for files whose rows are few (POS sales exports). */
export async function readSpreadsheet(path: string, extname: string): Promise<SheetRow[]> {
  const rows: SheetRow[] = []
  for await (const batch of await openSpreadsheet(path, extname)) {
    for (const row of batch) rows.push(row)
  }
  return rows
}

async function* paced(batches: Iterable<SheetRow[]>): AsyncGenerator<SheetRow[]> {
  const pacer = new Pacer()
  for (const batch of batches) {
    yield batch
    await pacer.pause()
  }
}

/** Counts rows as they are read; the header and the cap's rows pass, one more is refused. */
class RowCap {
  #rows = 0

  count() {
    if (this.#rows > IMPORT_LIMITS.rows) throw tooManyRows()
    this.#rows += 1
  }
}

function unreadableWorkbook() {
  return new SpreadsheetRejected(
    422,
    'The workbook could not be read. Save it again as .xlsx and retry.'
  )
}

function tooManyRows() {
  return new SpreadsheetRejected(
    422,
    `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} product rows. Split it into smaller files.`
  )
}

/* The worker's own file: .ts when run from the sources (tests, `ace serve`), .js in the build. */
const XLS_WORKER = new URL(
  `./xls_worker${extensionOf(fileURLToPath(import.meta.url))}`,
  import.meta.url
)

/* A BIFF file is not compressed, so the 10 MB cap bounds it; this bounds what SheetJS builds from it. */
const XLS_WORKER_HEAP_MB = 512

/**
 * Legacy .xls (BIFF in an OLE container), parsed by SheetJS on a worker
 * thread (xls_worker.ts): its one synchronous parse would otherwise hold
 * every other request for seconds. Rows come back a batch at a time, each
 * asked for when the previous one has been taken, so this thread only maps
 * cell values between other requests' work.
 */
async function* xlsBatches(file: Buffer): AsyncGenerator<SheetRow[]> {
  const input: XlsWorkerInput = {
    file,
    rowCap: IMPORT_LIMITS.rows,
    columnCap: IMPORT_LIMITS.columns,
  }
  const worker = new Worker(XLS_WORKER, {
    workerData: input,
    resourceLimits: { maxOldGenerationSizeMb: XLS_WORKER_HEAP_MB },
  })
  const inbox = new MessageQueue<XlsWorkerMessage>()
  worker.on('message', (message: XlsWorkerMessage) => inbox.push(message))
  worker.on('error', () => inbox.push({ type: 'unreadable' }))
  worker.on('exit', () => inbox.push({ type: 'unreadable' }))
  const cap = new RowCap()
  try {
    while (true) {
      worker.postMessage('next')
      const message = await inbox.next()
      if (message.type === 'done') return
      if (message.type === 'tooManyRows') throw tooManyRows()
      if (message.type === 'unreadable') throw unreadableWorkbook()
      const batch = sheetRows(message.rows, cap)
      if (batch.length > 0) yield batch
    }
  } finally {
    await worker.terminate()
  }
}

/** Messages in arrival order, awaited one at a time. */
class MessageQueue<T> {
  #queued: T[] = []
  #waiting: ((message: T) => void) | null = null

  push(message: T) {
    if (this.#waiting) {
      const resolve = this.#waiting
      this.#waiting = null
      resolve(message)
    } else {
      this.#queued.push(message)
    }
  }

  next(): Promise<T> {
    if (this.#queued.length > 0) return Promise.resolve(this.#queued.shift()!)
    return new Promise((resolve) => (this.#waiting = resolve))
  }
}

function* chunksOf(file: Buffer) {
  for (let start = 0; start < file.length; start += CHUNK_BYTES) {
    yield file.subarray(start, start + CHUNK_BYTES)
  }
}

async function* xlsxBatches(file: Buffer): AsyncGenerator<SheetRow[]> {
  const cap = new RowCap()
  const pacer = new Pacer()
  try {
    for await (const rows of xlsxRows(zipEntries(file), IMPORT_LIMITS)) {
      const batch = sheetRows(rows, cap)
      if (batch.length > 0) yield batch
      await pacer.pause()
    }
  } catch (error) {
    if (error instanceof SpreadsheetRejected) throw error
    throw unreadableWorkbook()
  }
}

/** A workbook's parsed rows as sheet rows, empty ones left out; each row kept counts towards the cap. */
function sheetRows(rows: Iterable<{ rowNumber: number; values: unknown[] }>, cap: RowCap) {
  const batch: SheetRow[] = []
  for (const { rowNumber, values } of rows) {
    const cells = values.map(cellValue)
    if (cells.every((cell) => cell === null || cell === '')) continue
    cap.count()
    batch.push({ rowNumber, cells })
  }
  return batch
}

/** Parsed cell values → plain values, texts capped; anything else (an error value) is empty. */
function cellValue(value: unknown): CellValue {
  if (typeof value === 'string') return value.slice(0, IMPORT_LIMITS.cellChars)
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value
  return null
}

/**
 * RFC 4180 CSV, decoded and parsed a chunk at a time; each chunk's rows are
 * one batch. Quoted fields may hold separators, quotes ("") and line
 * breaks. The separator is a comma, or a semicolon when the header line has
 * more of those (Excel in many European locales). Text that is not UTF-8 is
 * windows-1252, as Excel on Windows saves CSV in the ANSI code page.
 */
export function* csvBatches(file: Buffer): Generator<SheetRow[]> {
  if (file.subarray(0, 8192).includes(0)) {
    throw new SpreadsheetRejected(415, `The file is not a CSV text file. ${WRONG_TYPE}`)
  }
  const decoder = new TextDecoder(isUtf8(file) ? 'utf-8' : 'windows-1252')
  const parser = new CsvParser()
  for (const chunk of chunksOf(file)) {
    const rows = parser.feed(decoder.decode(chunk, { stream: true }))
    if (rows.length > 0) yield rows
  }
  const rows = parser.end(decoder.decode())
  if (rows.length > 0) yield rows
}

class CsvParser {
  #separator: string | null = null
  /* Text held until the header line is complete, to choose the separator. */
  #head = ''
  #rows: SheetRow[] = []
  #cells: CellValue[] = []
  #field = ''
  #quoted = false
  #fieldWasQuoted = false
  /* A quote inside a quoted field: an escaped quote if the next character is one too. */
  #quoteSeen = false
  /* A CR ended a row: a LF right after it belongs to the same line break. */
  #skipLf = false
  #line = 1
  #rowStart = 1
  readonly #cap = new RowCap()

  /** Parses the next piece of text; answers the rows it completed. */
  feed(text: string): SheetRow[] {
    if (this.#separator === null) {
      /*
       * Only the new text is searched, and a lone CR ends the header too
       * (Excel for Mac's "CSV (Macintosh)"): searching everything held so
       * far for an LF made such a file's read quadratic, and one step.
       */
      const lineEnd = text.search(/[\r\n]/)
      if (lineEnd < 0) {
        this.#head += text
        return []
      }
      this.#chooseSeparator(this.#head + text.slice(0, lineEnd))
      text = this.#head + text
      this.#head = ''
    }
    this.#parse(text)
    const rows = this.#rows
    this.#rows = []
    return rows
  }

  /** The rest of the text; answers the last rows. */
  end(text: string): SheetRow[] {
    const rows = this.feed(text)
    if (this.#separator === null) {
      this.#chooseSeparator(this.#head)
      this.#parse(this.#head)
    }
    if (this.#quoteSeen) this.#quoted = false
    if (this.#quoted)
      throw new SpreadsheetRejected(422, `Row ${this.#rowStart} has an unclosed quote.`)
    if (this.#field !== '' || this.#cells.length > 0) this.#endRow()
    return [...rows, ...this.#rows]
  }

  #chooseSeparator(firstLine: string) {
    const semicolons = firstLine.match(/;/g)?.length ?? 0
    this.#separator = semicolons > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  }

  /*
   * A field's characters are taken as slices of the text between the
   * characters that matter (separators, quotes, line breaks), never one by
   * one: a string grown a character at a time is a chain of tiny strings.
   */
  #parse(text: string) {
    const separator = this.#separator
    /* Where the text of the current field not yet in #field begins. */
    let run = 0
    for (let index = 0; index < text.length; index++) {
      const char = text[index]
      if (this.#skipLf) {
        this.#skipLf = false
        if (char === '\n') {
          run = index + 1
          continue
        }
      }
      if (this.#quoteSeen) {
        this.#quoteSeen = false
        if (char === '"') {
          this.#take('"')
          run = index + 1
          continue
        }
        this.#quoted = false
      }
      if (this.#quoted) {
        if (char === '"') {
          this.#take(text.slice(run, index))
          this.#quoteSeen = true
          run = index + 1
        } else if (char === '\n') {
          this.#line++
        }
      } else if (char === '"' && `${this.#field}${text.slice(run, index)}`.trim() === '') {
        this.#quoted = true
        this.#fieldWasQuoted = true
        this.#field = ''
        run = index + 1
      } else if (char === separator) {
        this.#take(text.slice(run, index))
        this.#endField()
        run = index + 1
      } else if (char === '\n' || char === '\r') {
        this.#take(text.slice(run, index))
        this.#skipLf = char === '\r'
        this.#line++
        this.#endRow()
        run = index + 1
      }
    }
    this.#take(text.slice(run))
  }

  #take(piece: string) {
    if (piece === '') return
    const room = IMPORT_LIMITS.cellChars - this.#field.length
    if (room > 0) this.#field += piece.length > room ? piece.slice(0, room) : piece
  }

  #endField() {
    if (this.#cells.length < IMPORT_LIMITS.columns) {
      const value = this.#fieldWasQuoted ? this.#field : this.#field.trim()
      this.#cells.push(value === '' ? null : value)
    }
    this.#field = ''
    this.#fieldWasQuoted = false
  }

  #endRow() {
    this.#endField()
    if (this.#cells.some((cell) => cell !== null)) {
      this.#cap.count()
      this.#rows.push({ rowNumber: this.#rowStart, cells: this.#cells })
    }
    this.#cells = []
    this.#rowStart = this.#line
  }
}
