import { Readable } from 'node:stream'
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib'

/**
 * A streamed .xlsx writer: the sheet XML is produced batch by batch from an
 * async source, deflated and sent as it is made, so the first bytes leave at
 * once and memory stays flat however many rows follow. The stream pulls the
 * next batch only when the reader wants more (backpressure), so a slow
 * download never piles rows up in memory. (exceljs' streaming writer keeps
 * the sheet paused until commit, holding the whole file.)
 *
 * Strings are inline (no shared-strings table, which would need every string
 * in memory first); a zip of at most 4 GB, no ZIP64.
 */

export type XlsxCell = string | number | Date | null | undefined

export interface XlsxColumn {
  header: string
  width: number
  /** An Excel number format ('0.00', 'yyyy-mm-dd hh:mm' …); Dates need one to read back as dates. */
  numFmt?: string
}

export interface XlsxSheet {
  name: string
  columns: readonly XlsxColumn[]
  /** Row batches in order; each batch is a few hundred rows of cells by column. */
  rows: AsyncIterable<XlsxCell[][]>
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/* Characters XML 1.0 forbids (controls other than TAB, LF, CR; lone surrogates; U+FFFE/F). */
const INVALID_XML = new RegExp(
  String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`,
  'g'
)

/* Most cells need no escaping: one scan instead of five replaces. */
const NEEDS_ESCAPE = new RegExp(`${INVALID_XML.source}|[&<>"]`)

function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

export function columnLetter(index: number): string {
  let letters = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  }
  return letters
}

/* Excel's serial day number (1900 system, UTC) of a moment. */
function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569
}

/** Style 0 is the default, 1 the bold header, then one per distinct number format. */
function stylesFor(columns: readonly XlsxColumn[]) {
  const formats = [...new Set(columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])))]
  const styleOf = columns.map((column) => (column.numFmt ? 2 + formats.indexOf(column.numFmt) : 0))
  const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
    `${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`
  const xml =
    `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
    (formats.length
      ? `<numFmts count="${formats.length}">${formats
          .map((code, at) => `<numFmt numFmtId="${164 + at}" formatCode="${escapeXml(code)}"/>`)
          .join('')}</numFmts>`
      : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
    '<fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + formats.length}">${xf(0, 0)}${xf(0, 1)}${formats
      .map((_, at) => xf(164 + at, 0))
      .join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  return { xml, styleOf }
}

function cellXml(ref: string, value: XlsxCell, style: number): string {
  if (value === null || value === undefined) return ''
  const s = style ? ` s="${style}"` : ''
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : `<c r="${ref}"${s}><v>${excelSerial(value)}</v></c>`
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : ''
  }
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`
}

async function* sheetXml(sheet: XlsxSheet, styleOf: number[]): AsyncGenerator<string> {
  const letters = sheet.columns.map((_, at) => columnLetter(at))
  const cols = sheet.columns
    .map(
      (column, at) =>
        `<col min="${at + 1}" max="${at + 1}" width="${column.width}" customWidth="1"/>`
    )
    .join('')
  const header = sheet.columns
    .map((column, at) => cellXml(`${letters[at]}1`, column.header, 1))
    .join('')
  yield (
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELS}"><cols>${cols}</cols>` +
    `<sheetData><row r="1">${header}</row>`
  )
  let rowNumber = 1
  for await (const batch of sheet.rows) {
    let xml = ''
    for (const cells of batch) {
      rowNumber++
      xml += `<row r="${rowNumber}">`
      for (const [at, letter] of letters.entries()) {
        xml += cellXml(`${letter}${rowNumber}`, cells[at], styleOf[at])
      }
      xml += '</row>'
    }
    if (xml) yield xml
  }
  yield '</sheetData></worksheet>'
}

function packageParts(sheetName: string, stylesXml: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}">` +
        `<Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets>` +
        `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}">` +
        `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    ['xl/styles.xml', stylesXml],
  ]
}

interface Written {
  name: Buffer
  flags: number
  crc: number
  compressed: number
  size: number
  offset: number
}

const DEFLATE = 8
const DESCRIBED_LATER = 0x08
const UTF8_NAMES = 0x800
const ZIP32_MAX = 0xffffffff

function dosTime(date: Date) {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  }
}

function localHeader(entry: Written, stamp: { time: number; date: number }) {
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4)
  header.writeUInt16LE(entry.flags, 6)
  header.writeUInt16LE(DEFLATE, 8)
  header.writeUInt16LE(stamp.time, 10)
  header.writeUInt16LE(stamp.date, 12)
  /* With a data descriptor these are 0 here and follow the data. */
  header.writeUInt32LE(entry.crc, 14)
  header.writeUInt32LE(entry.compressed, 18)
  header.writeUInt32LE(entry.size, 22)
  header.writeUInt16LE(entry.name.length, 26)
  return Buffer.concat([header, entry.name])
}

function centralDirectory(
  entries: Written[],
  start: number,
  stamp: { time: number; date: number }
) {
  const records = entries.map((entry) => {
    const record = Buffer.alloc(46)
    record.writeUInt32LE(0x02014b50, 0)
    record.writeUInt16LE(20, 4)
    record.writeUInt16LE(20, 6)
    record.writeUInt16LE(entry.flags, 8)
    record.writeUInt16LE(DEFLATE, 10)
    record.writeUInt16LE(stamp.time, 12)
    record.writeUInt16LE(stamp.date, 14)
    record.writeUInt32LE(entry.crc, 16)
    record.writeUInt32LE(entry.compressed, 20)
    record.writeUInt32LE(entry.size, 24)
    record.writeUInt16LE(entry.name.length, 28)
    record.writeUInt32LE(entry.offset, 42)
    return Buffer.concat([record, entry.name])
  })
  const size = records.reduce((sum, record) => sum + record.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(size, 12)
  end.writeUInt32LE(start, 16)
  return Buffer.concat([...records, end])
}

async function* zipStream(sheet: XlsxSheet): AsyncGenerator<Buffer> {
  const stamp = dosTime(new Date())
  const { xml: stylesXml, styleOf } = stylesFor(sheet.columns)
  const entries: Written[] = []
  let offset = 0

  /* The small fixed parts first: sizes known, no descriptor needed. */
  for (const [name, content] of packageParts(sheet.name, stylesXml)) {
    const data = Buffer.from(content)
    const deflated = deflateRawSync(data)
    const entry = {
      name: Buffer.from(name),
      flags: UTF8_NAMES,
      crc: crc32(data),
      compressed: deflated.length,
      size: data.length,
      offset,
    }
    entries.push(entry)
    const header = localHeader(entry, stamp)
    offset += header.length + deflated.length
    yield header
    yield deflated
  }

  /* The sheet last, deflated as it is generated; CRC and sizes go in a data descriptor. */
  const entry: Written = {
    name: Buffer.from('xl/worksheets/sheet1.xml'),
    flags: UTF8_NAMES | DESCRIBED_LATER,
    crc: 0,
    compressed: 0,
    size: 0,
    offset,
  }
  entries.push(entry)
  const header = localHeader(entry, stamp)
  offset += header.length
  yield header

  const deflater = createDeflateRaw()
  const source = Readable.from(
    (async function* () {
      for await (const text of sheetXml(sheet, styleOf)) {
        const data = Buffer.from(text)
        entry.crc = crc32(data, entry.crc)
        entry.size += data.length
        yield data
      }
    })()
  )
  source.on('error', (error) => deflater.destroy(error))
  source.pipe(deflater)
  try {
    for await (const chunk of deflater as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length
      yield chunk
    }
  } finally {
    /* The reader went away (download cancelled): stop reading rows. */
    source.destroy()
  }
  if (entry.size > ZIP32_MAX || offset + entry.compressed > ZIP32_MAX) {
    throw new Error('The sheet is larger than a zip without ZIP64 can hold')
  }
  const descriptor = Buffer.alloc(16)
  descriptor.writeUInt32LE(0x08074b50, 0)
  descriptor.writeUInt32LE(entry.crc, 4)
  descriptor.writeUInt32LE(entry.compressed, 8)
  descriptor.writeUInt32LE(entry.size, 12)
  offset += entry.compressed + descriptor.length
  yield descriptor

  yield centralDirectory(entries, offset, stamp)
}

/** The .xlsx of one sheet as a readable byte stream. */
export function streamXlsx(sheet: XlsxSheet): Readable {
  return Readable.from(zipStream(sheet), { objectMode: false })
}
