import { Readable } from 'node:stream'
import { createInflateRaw } from 'node:zlib'
import type { ZipEntryData } from '#modules/inventory/server/spreadsheets/zip_guard'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
import { ownCopy } from '#modules/inventory/server/spreadsheets/kept_texts'

/** A cell as the sheet stores it; dates are numbers unless typed as dates (styles are not read). */
export type XlsxValue = string | number | boolean | Date | null

export interface XlsxRow {
  /** As the sheet numbers it (1-based). */
  rowNumber: number
  /** Values by column from A; trailing empty cells are left out. */
  values: XlsxValue[]
}

const CHUNK_BYTES = 64 * 1024
/*
 * A row or shared string is never this long in a product list: past it the
 * file is refused rather than held (a zip bomb can be one endless string).
 * Shared strings are kept for the whole sheet, so their total is capped too.
 */
const ELEMENT_CHARS = 1024 * 1024
const SHARED_CHARS = 32 * 1024 * 1024
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/
/* Complete elements; an element cut off at the end of the text read so far waits for the next piece. */
const ROW = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g
const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g
const SHARED_STRING = /<si>([\s\S]*?)<\/si>|<si\/>/g
const TEXT = /<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g
const VALUE = /<v>([\s\S]*?)<\/v>/
const PHONETIC = /<rPh\b[\s\S]*?<\/rPh>/g
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)
  return match ? match[1] : null
}

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()]
    const code =
      entity[1] === 'x' || entity[1] === 'X'
        ? Number.parseInt(entity.slice(2), 16)
        : Number(entity.slice(1))
    return String.fromCodePoint(code)
  })
}

/**
 * What must wait for the next piece of text: from an element cut off, or
 * the last few characters, where its tag may begin. Anything else (markup
 * around the rows) is dropped rather than searched again.
 */
function unfinished(rest: string, tag: string): string {
  const start = rest.indexOf(tag)
  const kept = start >= 0 ? rest.slice(start) : rest.slice(-tag.length)
  if (kept.length > ELEMENT_CHARS) throw tooLarge()
  return kept
}

function tooLarge() {
  return new SpreadsheetRejected(
    413,
    'The workbook holds more text than an import accepts. Split it into smaller files.'
  )
}

/** The text of a shared or inline string: its runs joined, phonetic guides left out. */
function stringText(xml: string): string {
  let text = ''
  for (const match of xml.replace(PHONETIC, '').matchAll(TEXT)) text += match[1] ?? ''
  return unescapeXml(text)
}

/** An entry's XML text a piece at a time, inflated as it is read. */
async function* entryText(entry: ZipEntryData): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  const pieces = function* () {
    for (let start = 0; start < entry.data.length; start += CHUNK_BYTES) {
      yield entry.data.subarray(start, start + CHUNK_BYTES)
    }
  }
  const source = Readable.from(pieces())
  const chunks: AsyncIterable<Buffer> = entry.deflated ? source.pipe(createInflateRaw()) : source
  for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true })
  yield decoder.decode()
}

/** The workbook's shared strings, in order. */
async function sharedStrings(entry: ZipEntryData | undefined, maxChars: number): Promise<string[]> {
  const strings: string[] = []
  if (!entry) return strings
  let pending = ''
  let kept = 0
  for await (const text of entryText(entry)) {
    pending += text
    let end = 0
    SHARED_STRING.lastIndex = 0
    for (let match; (match = SHARED_STRING.exec(pending)); end = SHARED_STRING.lastIndex) {
      const string = match[1] === undefined ? '' : stringText(match[1]).slice(0, maxChars)
      kept += string.length
      if (kept > SHARED_CHARS) throw tooLarge()
      /* Kept for the whole sheet: a slice would keep the XML it was cut from too. */
      strings.push(ownCopy(string))
    }
    pending = unfinished(pending.slice(end), '<si')
  }
  return strings
}

function cellValue(type: string | null, inner: string, strings: string[]): XlsxValue {
  if (type === 'inlineStr') return stringText(inner)
  const raw = VALUE.exec(inner)?.[1]
  if (raw === undefined) return null
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null
    case 'str':
      return unescapeXml(raw)
    case 'b':
      return raw === '1'
    case 'e':
      return null
    case 'd': {
      const date = new Date(raw)
      return Number.isNaN(date.getTime()) ? null : date
    }
    default: {
      const value = Number(raw)
      return Number.isFinite(value) ? value : null
    }
  }
}

/* "BC12" → 54 (0-based column of a cell reference). */
function columnOf(reference: string): number {
  let column = 0
  for (let index = 0; index < reference.length; index++) {
    const code = reference.charCodeAt(index)
    if (code < 65 || code > 90) break
    column = column * 26 + (code - 64)
  }
  return column - 1
}

function parseRow(
  attributes: string,
  body: string | undefined,
  previous: number,
  strings: string[],
  maxColumns: number
): XlsxRow {
  const rowNumber = Number(attribute(attributes, 'r') ?? previous + 1)
  const values: XlsxValue[] = []
  if (body === undefined) return { rowNumber, values }
  let column = -1
  CELL.lastIndex = 0
  for (let match; (match = CELL.exec(body));) {
    const reference = attribute(match[1], 'r')
    column = reference ? columnOf(reference) : column + 1
    if (column < 0 || column >= maxColumns) continue
    const value = cellValue(attribute(match[1], 't'), match[2] ?? '', strings)
    if (value === null) continue
    while (values.length < column) values.push(null)
    values[column] = value
  }
  return { rowNumber, values }
}

/**
 * The rows of a workbook's first worksheet (the first in the zip, as
 * streaming readers take it), a piece of inflated XML at a time. A small
 * reader of the sheet markup rather than a general one: exceljs' streaming
 * reader builds row, cell and event objects for every cell, whose garbage
 * held the event loop for tens of milliseconds at a time. Cells are values
 * only: no styles, so dates stored as numbers stay numbers. At most
 * `limits.columns` columns are read; shared strings are kept cut to
 * `limits.cellChars`.
 */
export async function* xlsxRows(
  entries: Map<string, ZipEntryData>,
  limits: { columns: number; cellChars: number }
): AsyncGenerator<XlsxRow[]> {
  const sheet = [...entries.keys()].find((name) => WORKSHEET.test(name))
  if (!sheet) return
  const strings = await sharedStrings(entries.get('xl/sharedStrings.xml'), limits.cellChars)
  let pending = ''
  let previous = 0
  for await (const text of entryText(entries.get(sheet)!)) {
    pending += text
    const rows: XlsxRow[] = []
    let end = 0
    ROW.lastIndex = 0
    for (let match; (match = ROW.exec(pending)); end = ROW.lastIndex) {
      const row = parseRow(match[1], match[2], previous, strings, limits.columns)
      previous = row.rowNumber
      rows.push(row)
    }
    pending = unfinished(pending.slice(end), '<row')
    if (rows.length > 0) yield rows
  }
}
