import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'

/** An .xlsx in memory with one sheet of the given rows (first row = headers). */
export async function workbookBuffer(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Products')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export async function readWorkbook(file: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  return workbook.worksheets[0]
}

export interface ZipPart {
  name: string
  /** Deflated bytes and the sizes to declare; `declaredSize` may lie. */
  deflated: Buffer
  actualSize: number
  declaredSize?: number
  crc?: number
}

export function part(name: string, content: string): ZipPart {
  const data = Buffer.from(content)
  return { name, deflated: deflateRawSync(data), actualSize: data.length, crc: crc32(data) }
}

/** `megabytes` of one repeated byte, deflated as a stream so the test never holds it inflated. */
export async function bombPart(name: string, megabytes: number, declaredSize?: number) {
  const deflater = createDeflateRaw({ level: 9 })
  const chunks: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve) => deflater.on('end', resolve))
  const megabyte = Buffer.alloc(1024 * 1024, 'A')
  const prefix =
    '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>'
  deflater.write(prefix)
  for (let index = 0; index < megabytes; index++) {
    if (!deflater.write(megabyte)) await new Promise((resolve) => deflater.once('drain', resolve))
  }
  deflater.end('</t></si></sst>')
  await done
  const actualSize = prefix.length + megabytes * megabyte.length + 15
  return { name, deflated: Buffer.concat(chunks), actualSize, declaredSize }
}

/** A minimal zip writer (deflate entries, no data descriptors) for hostile test files. */
export function zipBuffer(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of parts) {
    const name = Buffer.from(entry.name)
    const size = entry.declaredSize ?? entry.actualSize
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(entry.crc ?? 0, 14)
    local.writeUInt32LE(entry.deflated.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    locals.push(local, name, entry.deflated)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(entry.crc ?? 0, 16)
    central.writeUInt32LE(entry.deflated.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)
    offset += 30 + name.length + entry.deflated.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** The parts of a real workbook whose sheet and shared strings are the caller's. */
export function workbookParts(sheetXml: string): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'
    ),
    part(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'
    ),
    part(
      'xl/workbook.xml',
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>'
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'
    ),
    part('xl/worksheets/sheet1.xml', sheetXml),
  ]
}
