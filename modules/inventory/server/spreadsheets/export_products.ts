import type { Readable } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import { streamXlsx, type XlsxCell } from '#app/spreadsheets/xlsx_stream'
import { productPage } from '#modules/inventory/server/queries/product_queries'
import { keysetPages } from '#app/database/keyset_pages'
import {
  toProductJson,
  type ProductRow,
} from '#modules/inventory/server/transformers/product_transformer'
import { SHEET_COLUMNS } from '#modules/inventory/server/spreadsheets/product_columns'

/**
 * A cell starting with = + - @ TAB or CR could run as a formula once the
 * sheet is re-saved as CSV or pasted elsewhere: prefix it with an apostrophe.
 */
export function neutralise(text: string | null): string | null {
  if (text === null) return null
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

type SheetKey = (typeof SHEET_COLUMNS)[number]['key']

/* A hundred rows per read: SQLite is one synchronous connection, and a page
   (query, cells, sheet XML) runs in one turn of the event loop, so it must
   stay a few milliseconds even with two exports and an import interleaved;
   the loop yields between pages. */
const PAGE = 100

const NUMBER_FORMATS: Partial<Record<SheetKey, string>> = {
  sizeInOz: '0.00',
  currentStock: '0.###',
  unitCost: '0.00',
  caseCost: '0.00',
  lastUpdated: 'yyyy-mm-dd hh:mm',
}

/* Cells in SHEET_COLUMNS order, so export and import share one column list. */
function sheetRow(row: ProductRow): XlsxCell[] {
  const product = toProductJson(row)
  const cells: Record<SheetKey, XlsxCell> = {
    id: product.id,
    name: neutralise(product.name),
    category: neutralise(product.category),
    size: neutralise(product.size),
    sizeInOz: product.sizeInOz,
    caseSize: product.caseSize,
    currentStock: product.currentStock,
    reorderLevel: product.reorderLevel,
    parLevel: product.parLevel,
    unitCost: product.unitCost === null ? null : Number(product.unitCost),
    caseCost: product.caseCost === null ? null : Number(product.caseCost),
    barcode: neutralise(product.barcode),
    vendor: neutralise(product.vendorName),
    fullWeightGrams: product.fullWeightGrams,
    emptyWeightGrams: product.emptyWeightGrams,
    lastUpdated: new Date(product.lastUpdated),
  }
  return SHEET_COLUMNS.map(({ key }) => cells[key])
}

/** Every active product by name, a keyset page at a time, yielding to other requests in between. */
async function* productBatches(): AsyncGenerator<XlsxCell[][]> {
  const pages = keysetPages(
    PAGE,
    (after: { name: string; id: number } | null) => productPage(after, PAGE),
    (last) => ({ name: last.name, id: Number(last.id) })
  )
  for await (const rows of pages) {
    yield rows.map(sheetRow)
    await setImmediate()
  }
}

/** Every active product as a streamed .xlsx (first bytes at once, memory flat). */
export function exportProducts(): Readable {
  return streamXlsx({
    name: 'Inventory',
    columns: SHEET_COLUMNS.map(({ key, header, width }) => ({
      header,
      width,
      numFmt: NUMBER_FORMATS[key],
    })),
    rows: productBatches(),
  })
}
