/*
 * Worker thread: parses a legacy .xls with @e965/xlsx (the maintained
 * SheetJS build). SheetJS reads a BIFF file in one synchronous call — up to
 * ~3 s for a 10 MB file here — so it runs on this thread, never the one
 * serving requests. Self-contained (no app imports): the worker starts the
 * same way from the TypeScript sources and from the build.
 *
 * In: workerData { file: Uint8Array, rowCap, columnCap }, then a message
 * for each batch wanted. Out, one per such message: { type: 'rows', rows:
 * [{ rowNumber, values }] } with raw cell values as SheetJS gives them;
 * at the end { type: 'done' }, or { type: 'unreadable' } / { type: 'tooManyRows' }.
 */
import { parentPort, workerData } from 'node:worker_threads'
import * as XLSX from '@e965/xlsx'

export interface XlsWorkerInput {
  file: Uint8Array
  rowCap: number
  columnCap: number
}

export interface XlsRawRow {
  rowNumber: number
  values: unknown[]
}

export type XlsWorkerMessage =
  | { type: 'rows'; rows: XlsRawRow[] }
  | { type: 'done' }
  | { type: 'unreadable' }
  | { type: 'tooManyRows' }

const BATCH_ROWS = 500

/*
 * The rows, one batch per request from the main thread: all at once, the
 * messages would be delivered, and their rows copied in, in one turn of its
 * event loop (tens of ms for 10k rows), and would all wait in its memory.
 */
function* batches({ file, rowCap, columnCap }: XlsWorkerInput): Generator<XlsWorkerMessage> {
  let sheet: XLSX.WorkSheet | undefined
  try {
    /* Only the first sheet, values only, and no more rows than the cap plus the header and one. */
    const workbook = XLSX.read(Buffer.from(file.buffer, file.byteOffset, file.byteLength), {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheets: 0,
      sheetRows: rowCap + 2,
    })
    sheet = workbook.Sheets[workbook.SheetNames[0]]
  } catch {
    return yield { type: 'unreadable' }
  }
  if (!sheet?.['!ref']) return
  /* A used range beyond what was parsed means more rows than the cap. */
  if (sheet['!fullref'] && sheet['!fullref'] !== sheet['!ref']) {
    return yield { type: 'tooManyRows' }
  }
  const range = XLSX.utils.decode_range(sheet['!ref'])
  const lastColumn = Math.min(range.e.c, range.s.c + columnCap - 1)
  let rows: XlsRawRow[] = []
  for (let row = range.s.r; row <= range.e.r; row++) {
    const values: unknown[] = []
    for (let column = range.s.c; column <= lastColumn; column++) {
      values.push(sheet['!data']?.[row]?.[column]?.v ?? null)
    }
    rows.push({ rowNumber: row + 1, values })
    if (rows.length === BATCH_ROWS) {
      yield { type: 'rows', rows }
      rows = []
    }
  }
  if (rows.length > 0) yield { type: 'rows', rows }
}

if (parentPort) {
  const port = parentPort
  const messages = batches(workerData as XlsWorkerInput)
  /* Once the batches have run out, every request is answered 'done'. */
  port.on('message', () => {
    const next = messages.next()
    port.postMessage(next.done ? { type: 'done' } : next.value)
  })
}
