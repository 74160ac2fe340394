/**
 * POS export files → sold lines. Square's Item Sales / Items Detail CSV,
 * Toast's ItemSelectionDetails.csv and a generic file with a column
 * mapping. Extra columns are ignored, voids skipped, refunds reversed.
 * Pure: the caller reads the spreadsheet and records the lines.
 */
import { zonedTimeToUtc } from '#app/settings/business_day'
import type { CellValue, SheetRow } from '#modules/inventory/server/index'
import type { SaleLineInput } from '#modules/integrations/server/services/sales_ledger'

export const PRESETS = ['square', 'toast', 'generic'] as const
export type PresetName = (typeof PRESETS)[number]

/** Which column holds what, by header text (case and spacing ignored). */
export interface ColumnMapping {
  transactionId: string
  item: string
  quantity: string
  amount: string
  date: string
  lineKey?: string | null
  itemId?: string | null
  variation?: string | null
  time?: string | null
  /** A column saying Refund/Return/true for refunded lines. */
  refund?: string | null
  /** A column saying true/yes for voided lines. */
  void?: string | null
}

export const SQUARE_COLUMNS = {
  transactionId: 'Transaction ID',
  item: 'Item',
  variation: 'Price Point Name',
  quantity: 'Qty',
  amount: 'Net Sales',
  date: 'Date',
  time: 'Time',
  timeZone: 'Time Zone',
  eventType: 'Event Type',
  itemId: 'Catalog Object ID',
} as const

export const TOAST_COLUMNS = {
  transactionId: 'Order Id',
  lineKey: 'Item Selection Id',
  date: 'Order Date',
  item: 'Menu Item',
  quantity: 'Qty',
  amount: 'Net Price',
  void: 'Void?',
} as const

/** Generic files: the first header matching one of these names, when no mapping is given. */
const GENERIC_GUESSES: Record<keyof ColumnMapping, string[]> = {
  transactionId: ['transaction id', 'transactionid', 'order id', 'order number', 'ticket', 'check'],
  item: ['item', 'item name', 'menu item', 'product', 'name'],
  quantity: ['quantity', 'qty', 'count'],
  amount: ['amount', 'net sales', 'net price', 'total', 'price', 'sales'],
  date: ['date', 'sale date', 'order date', 'datetime', 'timestamp'],
  lineKey: ['line id', 'line key', 'item selection id', 'line'],
  itemId: ['item id', 'sku', 'catalog object id'],
  variation: ['variation', 'size', 'price point name'],
  time: ['time'],
  refund: ['refund', 'event type', 'type'],
  void: ['void', 'void?', 'voided'],
}

export const REQUIRED_GENERIC: Array<keyof ColumnMapping> = [
  'transactionId',
  'item',
  'quantity',
  'amount',
  'date',
]

export interface ParsedFile {
  preset: PresetName
  lines: SaleLineInput[]
  refused: Array<{ row: number; message: string }>
  voided: number
}

export class PresetError extends Error {}

const norm = (text: unknown) =>
  String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()

function headerIndex(headers: CellValue[]) {
  const index = new Map<string, number>()
  headers.forEach((header, position) => {
    const key = norm(header)
    if (key && !index.has(key)) index.set(key, position)
  })
  return index
}

/** The preset whose columns the header row has, or null. */
export function detectPreset(headers: CellValue[]): PresetName | null {
  const index = headerIndex(headers)
  const has = (names: string[]) => names.every((name) => index.has(norm(name)))
  if (has([TOAST_COLUMNS.transactionId, TOAST_COLUMNS.lineKey, TOAST_COLUMNS.item])) return 'toast'
  if (has([SQUARE_COLUMNS.transactionId, SQUARE_COLUMNS.item, SQUARE_COLUMNS.amount])) {
    return 'square'
  }
  return null
}

/** '$1,013.00', '-$3.00', '($3.00)', 8 → dollars; null when not a number. */
export function parseMoney(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value === null || typeof value !== 'string') return null
  let text = value.trim()
  let negative = false
  if (/^\(.*\)$/.test(text)) {
    negative = true
    text = text.slice(1, -1)
  }
  if (text.startsWith('-')) {
    negative = !negative
    text = text.slice(1)
  }
  text = text.replace(/^\$/, '').replace(/,/g, '').trim()
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  const amount = Number(text)
  return negative ? -amount : amount
}

export function parseQuantity(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim().replace(/,/g, '')
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

const SQUARE_ZONES: Record<string, string> = {
  'eastern time (us & canada)': 'America/New_York',
  'central time (us & canada)': 'America/Chicago',
  'mountain time (us & canada)': 'America/Denver',
  'pacific time (us & canada)': 'America/Los_Angeles',
  'arizona': 'America/Phoenix',
  'alaska': 'America/Anchorage',
  'hawaii': 'Pacific/Honolulu',
  'utc': 'UTC',
}

/** A zone name as Square writes it ('Eastern Time (US & Canada)', or IANA), else the fallback. */
export function timeZoneOf(value: CellValue, fallback: string): string {
  const text = String(value ?? '').trim()
  if (!text) return fallback
  const known = SQUARE_ZONES[norm(text)]
  if (known) return known
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text })
    return text
  } catch {
    return fallback
  }
}

/**
 * A local date and time in a zone → the instant. Dates as '2026-10-08',
 * '10/08/2026' or '10/8/26'; times '21:15:03' or '5:18 PM' (also within the
 * date cell). A Date cell (from .xlsx) is taken as the wall-clock time.
 */
export function parseLocalDateTime(
  dateValue: CellValue,
  timeValue: CellValue,
  timeZone: string
): Date | null {
  if (dateValue instanceof Date) {
    return zonedTimeToUtc(
      {
        year: dateValue.getUTCFullYear(),
        month: dateValue.getUTCMonth() + 1,
        day: dateValue.getUTCDate(),
        hour: dateValue.getUTCHours(),
        minute: dateValue.getUTCMinutes(),
        second: dateValue.getUTCSeconds(),
      },
      timeZone
    )
  }
  const text = `${String(dateValue ?? '').trim()} ${String(timeValue ?? '').trim()}`.trim()
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d\d:?\d\d)$/.test(text)) {
    const instant = new Date(text)
    return Number.isNaN(instant.getTime()) ? null : instant
  }
  const match =
    /^(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}))(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/.exec(
      text
    )
  if (!match) return null
  const year = match[1]
    ? Number(match[1])
    : Number(match[6].length === 2 ? `20${match[6]}` : match[6])
  const month = Number(match[2] ?? match[4])
  const day = Number(match[3] ?? match[5])
  let hour = Number(match[7] ?? 0)
  const minute = Number(match[8] ?? 0)
  const second = Number(match[9] ?? 0)
  const meridiem = match[10]?.toLowerCase()
  if (meridiem) {
    if (hour < 1 || hour > 12) return null
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0)
  }
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null
  }
  return zonedTimeToUtc({ year, month, day, hour, minute, second }, timeZone)
}

const isYes = (value: CellValue) =>
  value === true || ['true', 'yes', 'y', '1'].includes(norm(value))
const isRefundText = (value: CellValue) =>
  value === true || ['refund', 'return', 'refunded', 'true', 'yes'].includes(norm(value))

/** The mapping for a generic file: the one given, else guessed from the headers. */
export function genericMapping(
  headers: CellValue[],
  given?: Partial<ColumnMapping>
): ColumnMapping {
  const index = headerIndex(headers)
  const mapping: Partial<ColumnMapping> = {}
  for (const field of Object.keys(GENERIC_GUESSES) as Array<keyof ColumnMapping>) {
    const chosen = given?.[field]
    if (chosen) {
      if (!index.has(norm(chosen))) throw new PresetError(`The file has no column '${chosen}'`)
      mapping[field] = chosen
      continue
    }
    if (given && REQUIRED_GENERIC.includes(field)) continue
    const guess = GENERIC_GUESSES[field].find((name) => index.has(name))
    if (guess) mapping[field] = guess
  }
  const missing = REQUIRED_GENERIC.filter((field) => !mapping[field])
  if (missing.length > 0) {
    throw new PresetError(`Map a column for: ${missing.join(', ')}`)
  }
  return mapping as ColumnMapping
}

interface RowReader {
  get: (column: string | null | undefined) => CellValue
}

function readerFor(headers: CellValue[], row: SheetRow): RowReader {
  const index = headerIndex(headers)
  return {
    get: (column) => {
      if (!column) return null
      const position = index.get(norm(column))
      return position === undefined ? null : (row.cells[position] ?? null)
    },
  }
}

/**
 * Parses the rows after the header. A line key that the file does not
 * carry (Square) is built from the transaction, item, variation and event,
 * numbered by occurrence, so the same file always yields the same keys.
 */
export function parsePosFile(
  rows: SheetRow[],
  options: { preset?: PresetName | null; mapping?: Partial<ColumnMapping>; timeZone: string }
): ParsedFile {
  if (rows.length === 0) throw new PresetError('The file is empty')
  const [header, ...body] = rows
  const preset = options.preset ?? detectPreset(header.cells) ?? 'generic'
  const mapping: ColumnMapping =
    preset === 'square'
      ? {
          transactionId: SQUARE_COLUMNS.transactionId,
          item: SQUARE_COLUMNS.item,
          variation: SQUARE_COLUMNS.variation,
          quantity: SQUARE_COLUMNS.quantity,
          amount: SQUARE_COLUMNS.amount,
          date: SQUARE_COLUMNS.date,
          time: SQUARE_COLUMNS.time,
          refund: SQUARE_COLUMNS.eventType,
          itemId: SQUARE_COLUMNS.itemId,
        }
      : preset === 'toast'
        ? {
            transactionId: TOAST_COLUMNS.transactionId,
            lineKey: TOAST_COLUMNS.lineKey,
            item: TOAST_COLUMNS.item,
            quantity: TOAST_COLUMNS.quantity,
            amount: TOAST_COLUMNS.amount,
            date: TOAST_COLUMNS.date,
            void: TOAST_COLUMNS.void,
          }
        : genericMapping(header.cells, options.mapping)
  if (preset !== 'generic') {
    const index = headerIndex(header.cells)
    const missing = [
      mapping.transactionId,
      mapping.item,
      mapping.quantity,
      mapping.amount,
      mapping.date,
    ].filter((column) => !index.has(norm(column)))
    if (missing.length > 0) {
      throw new PresetError(`The file is not a ${preset} export: no ${missing.join(', ')} column`)
    }
  }

  const source = preset === 'generic' ? 'pos' : preset
  const parsed: ParsedFile = { preset, lines: [], refused: [], voided: 0 }
  const occurrences = new Map<string, number>()
  for (const row of body) {
    const read = readerFor(header.cells, row)
    if (isYes(read.get(mapping.void))) {
      parsed.voided++
      continue
    }
    const refuse = (message: string) => parsed.refused.push({ row: row.rowNumber, message })
    const transactionId = String(read.get(mapping.transactionId) ?? '').trim()
    const item = String(read.get(mapping.item) ?? '').trim()
    const quantity = parseQuantity(read.get(mapping.quantity))
    const amount = parseMoney(read.get(mapping.amount))
    const zone =
      preset === 'square'
        ? timeZoneOf(read.get(SQUARE_COLUMNS.timeZone), options.timeZone)
        : options.timeZone
    const saleDate = parseLocalDateTime(read.get(mapping.date), read.get(mapping.time), zone)
    if (!transactionId) {
      refuse('Transaction ID is missing')
      continue
    }
    if (!item) {
      refuse('Item is missing')
      continue
    }
    if (quantity === null || quantity === 0) {
      refuse('Quantity is not a number')
      continue
    }
    if (amount === null) {
      refuse('Amount is not a number')
      continue
    }
    if (!saleDate) {
      refuse('Date is not understood')
      continue
    }
    if (transactionId.length > 100 || item.length > 200) {
      refuse('A value is too long')
      continue
    }
    const variation = String(read.get(mapping.variation) ?? '').trim() || null
    const refund = isRefundText(read.get(mapping.refund)) || quantity < 0 || amount < 0
    const given = String(read.get(mapping.lineKey) ?? '').trim()
    let lineKey = given
    if (!lineKey) {
      const identity = [item, variation ?? '', refund ? 'refund' : 'sale'].map(norm).join('|')
      const key = `${transactionId}\u0000${identity}`
      const count = (occurrences.get(key) ?? 0) + 1
      occurrences.set(key, count)
      lineKey = `${identity}|${count}`
    }
    const itemId = String(read.get(mapping.itemId) ?? '').trim() || null
    parsed.lines.push({
      source,
      transactionId,
      lineKey: lineKey.slice(0, 300),
      recipeId: null,
      posItemId: itemId,
      posItemName: item,
      posVariation: variation,
      quantity: refund ? -Math.abs(quantity) : quantity,
      amount: refund ? -Math.abs(amount) : Math.abs(amount),
      saleDate,
      integrationId: null,
    })
  }
  return parsed
}
