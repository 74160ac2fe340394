import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { productPage } from '#modules/inventory/server/queries/product_queries'
import {
  toProductJson,
  type ProductRow,
} from '#modules/inventory/server/transformers/product_transformer'
import { SHEET_COLUMNS } from '#modules/inventory/server/spreadsheets/product_columns'

const PAGE = 1000

/**
 * A cell starting with = + - @ TAB or CR could run as a formula once the
 * sheet is re-saved as CSV or pasted elsewhere: prefix it with an apostrophe.
 */
export function neutralise(text: string | null): string | null {
  if (text === null) return null
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

const NUMBER_FORMATS: Partial<Record<(typeof SHEET_COLUMNS)[number]['key'], string>> = {
  sizeInOz: '0.00',
  currentStock: '0.###',
  unitCost: '0.00',
  caseCost: '0.00',
  lastUpdated: 'yyyy-mm-dd hh:mm',
}

function sheetRow(row: ProductRow) {
  const product = toProductJson(row)
  return {
    id: product.id,
    name: neutralise(product.name),
    category: neutralise(product.category),
    size: neutralise(product.size),
    sizeInOz: product.sizeInOz,
    caseSize: product.caseSize,
    currentStock: product.currentStock,
    reorderLevel: product.reorderLevel,
    parLevel: product.parLevel,
    unitCost: Number(product.unitCost),
    caseCost: product.caseCost === null ? null : Number(product.caseCost),
    barcode: neutralise(product.barcode),
    vendor: neutralise(product.vendorName),
    fullWeightGrams: product.fullWeightGrams,
    emptyWeightGrams: product.emptyWeightGrams,
    lastUpdated: new Date(product.lastUpdated),
  }
}

/**
 * Streams every active product as .xlsx: exceljs' streaming writer commits
 * each row to the output as it goes, and products are read a page at a time.
 */
export function exportProducts(): PassThrough {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet('Inventory')
  sheet.columns = SHEET_COLUMNS.map(({ key, header, width }) => ({
    key,
    header,
    width,
    style: NUMBER_FORMATS[key] ? { numFmt: NUMBER_FORMATS[key] } : {},
  }))
  sheet.getRow(1).font = { bold: true }

  const write = async () => {
    let after: { name: string; id: number } | null = null
    for (;;) {
      const rows = await productPage(after, PAGE)
      for (const row of rows) sheet.addRow(sheetRow(row)).commit()
      if (rows.length < PAGE) break
      const last = rows[rows.length - 1]
      after = { name: last.name, id: Number(last.id) }
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: Error) => output.destroy(error))
  return output
}
