import vine from '@vinejs/vine'
import { DEFAULT_CASE_SIZE, PRODUCT_LIMITS } from '#modules/inventory/shared/product_rules'
import type { CellValue } from '#modules/inventory/server/spreadsheets/read_spreadsheet'

/**
 * The spreadsheet columns, shared by export and import so an exported file
 * imports back as it is. Import also accepts common alternative headers
 * (matched case-insensitively, ignoring spaces and punctuation).
 */
export const SHEET_COLUMNS = [
  { key: 'id', header: 'ID', width: 8 },
  { key: 'name', header: 'Name', width: 36 },
  { key: 'category', header: 'Category', width: 14 },
  { key: 'size', header: 'Size', width: 10 },
  { key: 'sizeInOz', header: 'Size (oz)', width: 10 },
  { key: 'caseSize', header: 'Case Size', width: 10 },
  { key: 'currentStock', header: 'Current Stock', width: 14 },
  { key: 'reorderLevel', header: 'Reorder Level', width: 14 },
  { key: 'parLevel', header: 'Par Level', width: 10 },
  { key: 'unitCost', header: 'Unit Cost', width: 11 },
  { key: 'caseCost', header: 'Case Cost', width: 11 },
  { key: 'barcode', header: 'Barcode', width: 16 },
  { key: 'vendor', header: 'Vendor', width: 30 },
  { key: 'lastUpdated', header: 'Last Updated', width: 18 },
  { key: 'fullWeightGrams', header: 'Full Weight (g)', width: 14 },
  { key: 'emptyWeightGrams', header: 'Empty Weight (g)', width: 14 },
] as const

type ImportField =
  | 'name'
  | 'category'
  | 'size'
  | 'sizeInOz'
  | 'caseSize'
  | 'currentStock'
  | 'reorderLevel'
  | 'parLevel'
  | 'unitCost'
  | 'caseCost'
  | 'barcode'
  | 'vendor'
  | 'fullWeightGrams'
  | 'emptyWeightGrams'

const ALIASES: Record<ImportField, string[]> = {
  name: ['name', 'product', 'productname', 'item', 'itemname'],
  category: ['category', 'type'],
  size: ['size', 'bottlesize'],
  sizeInOz: ['sizeoz', 'sizeinoz', 'oz', 'ounces'],
  caseSize: ['casesize', 'bottlespercase', 'unitspercase'],
  currentStock: ['currentstock', 'stock', 'onhand', 'quantity', 'qty'],
  reorderLevel: ['reorderlevel', 'reorder', 'reorderpoint'],
  parLevel: ['parlevel', 'par'],
  unitCost: ['unitcost', 'cost', 'costperbottle', 'bottlecost'],
  caseCost: ['casecost', 'costpercase'],
  barcode: ['barcode', 'upc', 'ean', 'gtin'],
  vendor: ['vendor', 'vendorname', 'preferredvendor', 'supplier'],
  fullWeightGrams: ['fullweightg', 'fullweight', 'fullbottleweight', 'fullgrams'],
  emptyWeightGrams: ['emptyweightg', 'emptyweight', 'tareweight', 'tare', 'emptygrams'],
}

const NUMERIC: ImportField[] = [
  'sizeInOz',
  'caseSize',
  'currentStock',
  'reorderLevel',
  'parLevel',
  'unitCost',
  'caseCost',
  'fullWeightGrams',
  'emptyWeightGrams',
]
/*
 * Empty cells of these mean "none"; an empty Size (oz) is computed from the
 * size; other empty numbers are 0 and case size 12 (SPEC §5).
 */
const EMPTY_IS_NULL = new Set<ImportField>([
  'parLevel',
  'caseCost',
  'fullWeightGrams',
  'emptyWeightGrams',
])

export type ColumnMap = Map<ImportField, number>

function normaliseHeader(value: CellValue): string {
  return String(value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** Header cells → the column index of every field found, or the missing required fields. */
export function mapColumns(header: CellValue[]): { columns: ColumnMap; missing: string[] } {
  const columns: ColumnMap = new Map()
  header.forEach((cell, index) => {
    const key = normaliseHeader(cell)
    for (const [field, aliases] of Object.entries(ALIASES) as [ImportField, string[]][]) {
      if (!columns.has(field) && aliases.includes(key)) columns.set(field, index)
    }
  })
  const missing = (['name', 'category'] as const).filter((field) => !columns.has(field))
  return { columns, missing: missing.map((field) => (field === 'name' ? 'Name' : 'Category')) }
}

/** Undoes the export's formula neutralisation, so a round trip keeps names intact. */
function text(value: CellValue): string | null {
  if (value === null) return null
  if (value instanceof Date) return value.toISOString()
  const raw = String(value)
  const unquoted = /^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw
  const trimmed = unquoted.trim()
  return trimmed === '' ? null : trimmed
}

/*
 * Commas only as thousands separators ("1,234.50"): a decimal comma ("2,5")
 * is refused rather than read as 25.
 */
const NUMBER_TEXT = /^-?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?$/

function number(value: CellValue): unknown {
  if (typeof value === 'number') return value
  const raw = text(value)
  if (raw === null) return null
  const cleaned = raw.replace(/^\$|\s/g, '')
  if (!NUMBER_TEXT.test(cleaned) || cleaned === '' || cleaned === '-') return raw
  return Number(cleaned.replace(/,/g, ''))
}

/* Spreadsheet numbers are often computed (case cost / 12): round to the column's precision rather than refuse. */
const DECIMALS: Partial<Record<ImportField, number>> = {
  unitCost: 2,
  caseCost: 2,
  sizeInOz: 2,
  currentStock: 3,
  fullWeightGrams: 1,
  emptyWeightGrams: 1,
}

function rounded(field: ImportField, value: unknown) {
  const decimals = DECIMALS[field]
  if (decimals === undefined || typeof value !== 'number') return value
  /* Shifting the decimal point in the text avoids binary artefacts (1234.565 → 1234.57). */
  return Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`)
}

/** One row's cells → the object the row validator checks; absent columns stay undefined. */
export function rowInput(cells: CellValue[], columns: ColumnMap): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const [field, index] of columns) {
    const cell = cells[index] ?? null
    if (!NUMERIC.includes(field)) {
      input[field] = text(cell)
      continue
    }
    const value = number(cell)
    if (value === null) {
      if (field === 'sizeInOz') continue
      input[field] = EMPTY_IS_NULL.has(field) ? null : field === 'caseSize' ? DEFAULT_CASE_SIZE : 0
    } else {
      input[field] = rounded(field, value)
    }
  }
  return input
}

const money = () => vine.number().min(0).max(PRODUCT_LIMITS.maxMoney)

export const importRowValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(PRODUCT_LIMITS.name),
  category: vine.string().trim().minLength(1).maxLength(PRODUCT_LIMITS.category),
  size: vine.string().trim().maxLength(PRODUCT_LIMITS.size).nullable().optional(),
  sizeInOz: vine.number().min(0).max(99_999_999.99).nullable().optional(),
  caseSize: vine.number().withoutDecimals().min(1).max(10_000).optional(),
  currentStock: vine.number().min(0).max(PRODUCT_LIMITS.maxStock).optional(),
  reorderLevel: vine.number().withoutDecimals().min(0).max(1_000_000).optional(),
  parLevel: vine.number().withoutDecimals().min(0).max(1_000_000).nullable().optional(),
  unitCost: money().optional(),
  caseCost: money().nullable().optional(),
  barcode: vine
    .string()
    .trim()
    .maxLength(PRODUCT_LIMITS.barcode)
    .regex(/^[\x21-\x7E]+$/)
    .nullable()
    .optional(),
  vendor: vine.string().trim().maxLength(120).nullable().optional(),
  fullWeightGrams: vine.number().min(0).max(99_999.9).nullable().optional(),
  emptyWeightGrams: vine.number().min(0).max(99_999.9).nullable().optional(),
})
