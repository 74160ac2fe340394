import { createInflateRaw } from 'node:zlib'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'

/**
 * Decompression caps for .xlsx uploads (DESIGN §5). An exported catalogue
 * of 100,000 products (the row cap) is about 65 MB of sheet XML; anything
 * far larger is refused before it is parsed. The sheet is parsed as it is
 * inflated, so these caps bound work, not memory.
 */
export const ZIP_LIMITS = {
  entries: 200,
  entryBytes: 160 * 1024 * 1024,
  totalBytes: 200 * 1024 * 1024,
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const DESCRIPTOR_SIGNATURE = 0x08074b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50

interface ZipEntry {
  name: string
  flags: number
  method: number
  compressedSize: number
  uncompressedSize: number
  localOffset: number
}

const tooLarge = () =>
  new SpreadsheetRejected(
    413,
    'The workbook expands to more data than an import accepts. Split it into smaller files.'
  )
const corrupt = () => new SpreadsheetRejected(422, 'The file is not a valid .xlsx workbook')

/**
 * Checks an .xlsx (a zip) before it is parsed: the central directory's
 * declared sizes against the caps, then every entry actually inflated
 * (streaming, counting bytes, never buffering) and compared with what the
 * directory declared, walking the local headers in the order a streaming
 * reader meets them, so no hidden or understated entry can slip through.
 * Returns the entry names.
 */
export async function assertSafeZip(file: Buffer): Promise<string[]> {
  const { entries, centralStart } = readCentralDirectory(file)
  const declaredTotal = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0)
  if (entries.some((entry) => entry.uncompressedSize > ZIP_LIMITS.entryBytes)) throw tooLarge()
  if (declaredTotal > ZIP_LIMITS.totalBytes) throw tooLarge()

  const byOffset = new Map(entries.map((entry) => [entry.localOffset, entry]))
  let offset = 0
  let seen = 0
  while (offset < centralStart) {
    const entry = byOffset.get(offset)
    if (!entry || file.length < offset + 30 || file.readUInt32LE(offset) !== LOCAL_SIGNATURE) {
      throw corrupt()
    }
    const nameLength = file.readUInt16LE(offset + 26)
    const extraLength = file.readUInt16LE(offset + 28)
    const localName = file.toString('utf8', offset + 30, offset + 30 + nameLength)
    if (localName !== entry.name || file.readUInt16LE(offset + 8) !== entry.method) throw corrupt()
    /* Without a data descriptor a streaming reader trusts the local sizes: they must agree. */
    if (
      !(entry.flags & 0x08) &&
      (file.readUInt32LE(offset + 18) !== entry.compressedSize ||
        file.readUInt32LE(offset + 22) !== entry.uncompressedSize)
    ) {
      throw corrupt()
    }
    const dataStart = offset + 30 + nameLength + extraLength
    const dataEnd = dataStart + entry.compressedSize
    if (dataEnd > file.length) throw corrupt()

    const actual = await inflatedSize(file.subarray(dataStart, dataEnd), entry)
    if (actual !== entry.uncompressedSize) throw corrupt()

    offset = dataEnd
    if (entry.flags & 0x08) {
      offset += file.readUInt32LE(offset) === DESCRIPTOR_SIGNATURE ? 16 : 12
    }
    seen += 1
  }
  if (offset !== centralStart || seen !== entries.length) throw corrupt()
  return entries.map((entry) => entry.name)
}

/** A zip entry's stored bytes: inflate them when `deflated`. */
export interface ZipEntryData {
  deflated: boolean
  data: Buffer
}

/**
 * The entries of a zip that assertSafeZip passed, by name, as views of the
 * file (nothing is copied or inflated here).
 */
export function zipEntries(file: Buffer): Map<string, ZipEntryData> {
  const result = new Map<string, ZipEntryData>()
  for (const entry of readCentralDirectory(file).entries) {
    const offset = entry.localOffset
    const dataStart = offset + 30 + file.readUInt16LE(offset + 26) + file.readUInt16LE(offset + 28)
    result.set(entry.name, {
      deflated: entry.method === 8,
      data: file.subarray(dataStart, dataStart + entry.compressedSize),
    })
  }
  return result
}

function findEndOfCentralDirectory(file: Buffer): number {
  /* The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end. */
  const earliest = Math.max(0, file.length - 22 - 0xffff)
  for (let position = file.length - 22; position >= earliest; position--) {
    if (file.readUInt32LE(position) === EOCD_SIGNATURE) return position
  }
  throw corrupt()
}

function readCentralDirectory(file: Buffer): { entries: ZipEntry[]; centralStart: number } {
  if (file.length < 22) throw corrupt()
  const eocd = findEndOfCentralDirectory(file)
  /* Zip64 (over 4 GB or 65,535 entries) has no place in a product list. */
  if (eocd >= 20 && file.readUInt32LE(eocd - 20) === ZIP64_LOCATOR_SIGNATURE) throw tooLarge()
  const count = file.readUInt16LE(eocd + 10)
  const size = file.readUInt32LE(eocd + 12)
  const start = file.readUInt32LE(eocd + 16)
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) throw tooLarge()
  if (count > ZIP_LIMITS.entries) throw tooLarge()
  if (count === 0) throw corrupt()
  if (start + size > eocd) throw corrupt()

  const entries: ZipEntry[] = []
  let position = start
  for (let index = 0; index < count; index++) {
    if (position + 46 > eocd || file.readUInt32LE(position) !== CENTRAL_SIGNATURE) throw corrupt()
    const flags = file.readUInt16LE(position + 8)
    const method = file.readUInt16LE(position + 10)
    const compressedSize = file.readUInt32LE(position + 20)
    const uncompressedSize = file.readUInt32LE(position + 24)
    const nameLength = file.readUInt16LE(position + 28)
    const extraLength = file.readUInt16LE(position + 30)
    const commentLength = file.readUInt16LE(position + 32)
    const localOffset = file.readUInt32LE(position + 42)
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw tooLarge()
    /* Encrypted entries, or methods other than stored and deflate, are not workbooks we write or read. */
    if (flags & 0x01 || (method !== 0 && method !== 8)) throw corrupt()
    const name = file.toString('utf8', position + 46, position + 46 + nameLength)
    entries.push({ name, flags, method, compressedSize, uncompressedSize, localOffset })
    position += 46 + nameLength + extraLength + commentLength
  }
  return { entries, centralStart: start }
}

/** Inflates without keeping the output, stopping as soon as it exceeds what was declared. */
function inflatedSize(data: Buffer, entry: ZipEntry): Promise<number> {
  if (entry.method === 0) return Promise.resolve(data.length)
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw()
    let produced = 0
    let settled = false
    const finish = (error: Error | null, size?: number) => {
      if (settled) return
      settled = true
      if (error) reject(error)
      else resolve(size!)
    }
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length
      if (produced > entry.uncompressedSize || produced > ZIP_LIMITS.entryBytes) {
        inflater.destroy()
        finish(entry.uncompressedSize > ZIP_LIMITS.entryBytes ? tooLarge() : corrupt())
      }
    })
    inflater.on('error', () => finish(corrupt()))
    inflater.on('end', () => {
      /* Compressed bytes left unread would be parsed as something else by a streaming reader. */
      if (inflater.bytesWritten !== data.length) finish(corrupt())
      else finish(null, produced)
    })
    inflater.end(data)
  })
}
