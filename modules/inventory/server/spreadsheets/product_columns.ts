import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { text as plainText } from '#app/validation/rules'
import { DEFAULT_CASE_SIZE, PRODUCT_LIMITS } from '#modules/inventory/shared/product_rules'
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '#modules/inventory/shared/product_json'
import type { CellValue } from '#modules/inventory/server/spreadsheets/read_spreadsheet'

/**
 * The spreadsheet columns, shared by export and import so an exported file
 * imports back as it is. Import also accepts the common spellings of
 * distributors, POS systems and liquor boards (below).
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

/*
 * Headers are compared lower-cased with everything but letters and digits
 * removed ("Bottle Volume (ml)" → "bottlevolumeml"). A header equal to an
 * alias maps first; then a header containing one of the field's `contains`
 * words ("State Bottle Cost" → unitCost) maps a field still unmapped.
 */
const ALIASES: Record<ImportField, { exact: string[]; contains?: string[] }> = {
  name: {
    exact: ['name', 'product', 'productname', 'item', 'itemname', 'description', 'itemdescription'],
    contains: ['description', 'productname', 'itemname'],
  },
  category: {
    exact: ['category', 'categoryname', 'type', 'producttype', 'itemtype', 'class', 'classname'],
    contains: ['category'],
  },
  size: {
    exact: ['size', 'bottlesize', 'volume', 'bottlevolume', 'bottlevolumeml', 'volumeml', 'sizeml'],
    contains: ['volumeml', 'sizeml', 'bottlesize'],
  },
  sizeInOz: { exact: ['sizeoz', 'sizeinoz', 'oz', 'ounces', 'volumeoz', 'bottlevolumeoz'] },
  caseSize: {
    exact: ['casesize', 'bottlespercase', 'unitspercase', 'pack', 'packsize', 'casepack'],
    contains: ['percase', 'packsize'],
  },
  currentStock: {
    exact: ['currentstock', 'stock', 'onhand', 'quantity', 'qty', 'qtyonhand', 'quantityonhand'],
  },
  reorderLevel: { exact: ['reorderlevel', 'reorder', 'reorderpoint'] },
  parLevel: { exact: ['parlevel', 'par'] },
  unitCost: {
    exact: ['unitcost', 'cost', 'costperbottle', 'bottlecost', 'price', 'unitprice', 'bottleprice'],
    contains: ['bottlecost', 'unitcost'],
  },
  caseCost: {
    exact: ['casecost', 'costpercase', 'caseprice'],
    contains: ['casecost'],
  },
  barcode: {
    exact: ['barcode', 'upc', 'ean', 'gtin', 'upccode', 'eancode'],
    contains: ['barcode', 'upc', 'gtin'],
  },
  sku: { exact: ['sku', 'itemnumber', 'itemno', 'itemcode', 'productcode', 'articlenumber'] },
  vendor: {
    exact: ['vendor', 'vendorname', 'preferredvendor', 'supplier', 'suppliername', 'distributor'],
    contains: ['distributor', 'supplier', 'vendorname'],
  },
  fullWeightGrams: { exact: ['fullweightg', 'fullweight', 'fullbottleweight', 'fullgrams'] },
  emptyWeightGrams: { exact: ['emptyweightg', 'emptyweight', 'tareweight', 'tare', 'emptygrams'] },
}

const NUMERIC = new Set<ImportField>([
  'sizeInOz',
  'caseSize',
  'currentStock',
  'reorderLevel',
  'parLevel',
  'unitCost',
  'caseCost',
  'fullWeightGrams',
  'emptyWeightGrams',
])
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

export const REQUIRED_FIELDS: ImportField[] = ['name', 'category']

export function normaliseHeader(value: CellValue): string {
  return String(value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** What the screens show for a header cell; a blank one is named by its column letter. */
export function headerLabels(header: CellValue[]): string[] {
  return header.map((cell, index) => {
    const label = cell === null ? '' : String(cell).trim()
    return label === '' ? `Column ${columnLetter(index)}` : label
  })
}

function columnLetter(index: number): string {
  let letters = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  }
  return letters
}

/** The key a remembered mapping is stored under: the file's normalised headers in order. */
export function headerSetKey(header: CellValue[]): string {
  return header.map(normaliseHeader).join('|')
}

/** Header cells → the column index of every field recognised (null when none). */
export function detectMapping(header: CellValue[]): ImportMapping {
  const keys = header.map(normaliseHeader)
  const mapping = Object.fromEntries(
    IMPORT_FIELDS.map(({ field }) => [field, null])
  ) as ImportMapping
  const taken = new Set<number>()
  const claim = (field: ImportField, index: number) => {
    mapping[field] = index
    taken.add(index)
  }
  for (const { field } of IMPORT_FIELDS) {
    const index = keys.findIndex((key, at) => !taken.has(at) && ALIASES[field].exact.includes(key))
    if (index >= 0) claim(field, index)
  }
  for (const { field } of IMPORT_FIELDS) {
    const words = ALIASES[field].contains
    if (mapping[field] !== null || !words) continue
    const index = keys.findIndex(
      (key, at) => !taken.has(at) && words.some((word) => key.includes(word))
    )
    if (index >= 0) claim(field, index)
  }
  return mapping
}

/** Labels of the required fields a mapping leaves out. */
export function missingFields(mapping: ImportMapping): string[] {
  return REQUIRED_FIELDS.filter((field) => mapping[field] === null).map(
    (field) => IMPORT_FIELDS.find((entry) => entry.field === field)!.label
  )
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

/* Commas only as thousands separators ("1,234.50"). */
const NUMBER_TEXT = /^-?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?$/
/* "9,77", "2,5", "1.234,56": a decimal comma, refused with the dotted spelling rather than misread. */
const DECIMAL_COMMA = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)?,\d+$/

type Parsed = { value: number | null } | { problem: string }

function number(label: string, value: CellValue): Parsed {
  if (typeof value === 'number') return { value }
  const raw = text(value)
  if (raw === null) return { value: null }
  const cleaned = raw.replace(/^\$|\s/g, '')
  if (NUMBER_TEXT.test(cleaned) && cleaned !== '' && cleaned !== '-') {
    return { value: Number(cleaned.replace(/,/g, '')) }
  }
  if (DECIMAL_COMMA.test(cleaned)) {
    return {
      problem: `${label}: Use a dot for decimals (${cleaned.replace(/\./g, '').replace(',', '.')})`,
    }
  }
  return { problem: `${label} must be a number, not '${raw}'` }
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

function rounded(field: ImportField, value: number) {
  const decimals = DECIMALS[field]
  if (decimals === undefined) return value
  /* Shifting the decimal point in the text avoids binary artefacts (1234.565 → 1234.57). */
  return Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`)
}

export interface RowInput {
  /** The object the row validator checks; unmapped columns stay undefined. */
  input: Record<string, unknown>
  /** Cells that are not numbers where numbers belong, in words a user can act on. */
  problems: string[]
  /** Numeric fields whose cell was empty (costs left blank are worth a warning). */
  blank: Set<ImportField>
}

/** One row's cells → the row validator's input, with problems and blank numeric cells. */
export function rowInput(cells: CellValue[], mapping: ImportMapping): RowInput {
  const input: Record<string, unknown> = {}
  const problems: string[] = []
  const blank = new Set<ImportField>()
  for (const { field, label } of IMPORT_FIELDS) {
    const index = mapping[field]
    if (index === null) continue
    const cell = cells[index] ?? null
    if (!NUMERIC.has(field)) {
      input[field] = text(cell)
      continue
    }
    const parsed = number(label, cell)
    if ('problem' in parsed) {
      problems.push(parsed.problem)
    } else if (parsed.value === null) {
      blank.add(field)
      if (field === 'sizeInOz') continue
      input[field] = EMPTY_IS_NULL.has(field) ? null : field === 'caseSize' ? DEFAULT_CASE_SIZE : 0
    } else {
      input[field] = rounded(field, parsed.value)
    }
  }
  return { input, problems, blank }
}

const money = () => vine.number().min(0).max(PRODUCT_LIMITS.maxMoney)
const code = () =>
  plainText()
    .maxLength(PRODUCT_LIMITS.barcode)
    .regex(/^[\x21-\x7E]+$/)
    .nullable()
    .optional()

export const importRowValidator = vine.create({
  name: plainText().minLength(1).maxLength(PRODUCT_LIMITS.name),
  category: plainText().minLength(1).maxLength(PRODUCT_LIMITS.category),
  size: plainText().maxLength(PRODUCT_LIMITS.size).nullable().optional(),
  sizeInOz: vine.number().min(0).max(99_999_999.99).nullable().optional(),
  caseSize: vine.number().withoutDecimals().min(1).max(10_000).optional(),
  currentStock: vine.number().min(0).max(PRODUCT_LIMITS.maxStock).optional(),
  reorderLevel: vine.number().withoutDecimals().min(0).max(1_000_000).optional(),
  parLevel: vine.number().withoutDecimals().min(0).max(1_000_000).nullable().optional(),
  unitCost: money().optional(),
  caseCost: money().nullable().optional(),
  barcode: code(),
  sku: code(),
  vendor: plainText().maxLength(120).nullable().optional(),
  fullWeightGrams: vine.number().min(0).max(99_999.9).nullable().optional(),
  emptyWeightGrams: vine.number().min(0).max(99_999.9).nullable().optional(),
})
/* Messages name the column as the import dialog does ("The Current Stock field …"). */
importRowValidator.messagesProvider = new SimpleMessagesProvider(
  {},
  Object.fromEntries(IMPORT_FIELDS.map(({ field, label }) => [field, label]))
)
