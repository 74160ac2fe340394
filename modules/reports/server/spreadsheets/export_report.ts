import { PassThrough } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import { neutralise } from '#modules/inventory/server/index'
import type { Range } from '#modules/reports/shared/report_range'
import {
  adjustmentReportPages,
  countAdjustmentsReport,
  deductionsReport,
  lowStockReport,
  reportSummary,
  salesPerDay,
  topRecipesReport,
  valueByCategory,
} from '#modules/reports/server/queries/report_queries'
import { salePagesNewestFirst, salesTotals } from '#modules/integrations/server/index'

/** Most sale or adjustment lines the workbook lists; its summary sheet says when there were more. */
export const EXPORT_LINE_CAP = 50_000
/* Lines read and written per turn of the event loop: on SQLite a query resolves without
   yielding, so the pages must be small and the loop must yield between them. */
const PAGE = 250

type Cell = string | number | Date | null
type Writer = ExcelJS.stream.xlsx.WorkbookWriter

/* Text cells pass through the neutraliser: a name starting with '=' stays text. */
function safe(value: Cell): Cell {
  return typeof value === 'string' ? neutralise(value) : value
}

function addSheet(
  workbook: Writer,
  name: string,
  columns: Array<{ header: string; width: number; numFmt?: string }>
) {
  const sheet = workbook.addWorksheet(name)
  sheet.columns = columns.map(({ header, width, numFmt }) => ({
    header,
    width,
    style: numFmt ? { numFmt } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  return {
    add: (values: Cell[]) => sheet.addRow(values.map(safe)).commit(),
    commit: () => sheet.commit(),
  }
}

/** 'barstock_report_2024-01-01_to_2024-12-31.xlsx' (UTC days). */
export function exportFileName(range: Range) {
  const day = (date: Date) => date.toISOString().slice(0, 10)
  return `barstock_report_${day(range.start)}_to_${day(range.end)}.xlsx`
}

/**
 * The report as one .xlsx, a sheet per section, written with exceljs'
 * streaming writer: each row goes to the response as it is added, and the
 * adjustment lines are read a page at a time.
 */
export function exportReport(range: Range): PassThrough {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })

  const write = async () => {
    const [summary, lowStock, categories, deductions, totals, days, recipes, adjustmentCount] =
      await Promise.all([
        reportSummary(),
        lowStockReport(),
        valueByCategory(),
        deductionsReport(range),
        salesTotals(range),
        salesPerDay(range),
        topRecipesReport(range),
        countAdjustmentsReport(range),
      ])

    const summarySheet = addSheet(workbook, 'Summary', [
      { header: 'Figure', width: 34 },
      { header: 'Value', width: 24 },
    ])
    summarySheet.add(['Report from', range.start])
    summarySheet.add(['Report to', range.end])
    summarySheet.add(['Total sales (USD)', Number(totals.totalSales)])
    summarySheet.add(['Items sold', totals.totalItems])
    summarySheet.add(['Sale lines', totals.lineCount])
    if (totals.lineCount > EXPORT_LINE_CAP) {
      summarySheet.add(['Sales sheet lists the newest', EXPORT_LINE_CAP])
    }
    summarySheet.add(['Total items', summary.totalItems])
    summarySheet.add(['Low stock items', summary.lowStockCount])
    summarySheet.add(['Out of stock items', summary.outOfStockCount])
    summarySheet.add(['Inventory value (USD)', Number(summary.inventoryValue)])
    summarySheet.add(['Stock adjustments in the period', adjustmentCount])
    if (adjustmentCount > EXPORT_LINE_CAP) {
      summarySheet.add([`Adjustments sheet lists the newest`, EXPORT_LINE_CAP])
    }
    summarySheet.commit()

    const daySheet = addSheet(workbook, 'Sales by Day', [
      { header: 'Day', width: 14 },
      { header: 'Items Sold', width: 12, numFmt: '0.###' },
      { header: 'Revenue (USD)', width: 16, numFmt: '0.00' },
    ])
    for (const day of days) daySheet.add([day.day, day.quantity, Number(day.revenue)])
    daySheet.commit()

    const recipeSheet = addSheet(workbook, 'Top Recipes', [
      { header: 'Rank', width: 8 },
      { header: 'Recipe', width: 32 },
      { header: 'Sold', width: 10, numFmt: '0.###' },
      { header: 'Revenue (USD)', width: 16, numFmt: '0.00' },
    ])
    recipes.forEach((recipe, index) => {
      recipeSheet.add([index + 1, recipe.name, recipe.quantity, Number(recipe.revenue)])
    })
    recipeSheet.commit()

    const saleSheet = addSheet(workbook, 'Sales', [
      { header: 'Date', width: 20, numFmt: 'yyyy-mm-dd hh:mm' },
      { header: 'Transaction', width: 24 },
      { header: 'Recipe', width: 32 },
      { header: 'Quantity', width: 10, numFmt: '0.###' },
      { header: 'Amount (USD)', width: 14, numFmt: '0.00' },
      { header: 'Source', width: 12 },
    ])
    let salesWritten = 0
    for await (const sales of salePagesNewestFirst(range, PAGE)) {
      for (const sale of sales.slice(0, EXPORT_LINE_CAP - salesWritten)) {
        saleSheet.add([
          new Date(sale.saleDate),
          sale.transactionId,
          sale.recipe?.name ?? 'Unmapped item',
          sale.quantity,
          Number(sale.amount),
          sale.source,
        ])
      }
      salesWritten += sales.length
      if (salesWritten >= EXPORT_LINE_CAP) break
      await setImmediate()
    }
    saleSheet.commit()

    const lowSheet = addSheet(workbook, 'Low Stock', [
      { header: 'Product', width: 32 },
      { header: 'Category', width: 16 },
      { header: 'Size', width: 10 },
      { header: 'Current Stock', width: 14, numFmt: '0.###' },
      { header: 'Reorder Level', width: 14 },
    ])
    for (const product of lowStock.products) {
      lowSheet.add([
        product.name,
        product.category,
        product.size,
        product.currentStock,
        product.reorderLevel,
      ])
    }
    lowSheet.commit()

    const categorySheet = addSheet(workbook, 'Inventory by Category', [
      { header: 'Category', width: 20 },
      { header: 'Products', width: 10 },
      { header: 'Bottles in Stock', width: 16, numFmt: '0.###' },
      { header: 'Value (USD)', width: 16, numFmt: '0.00' },
    ])
    for (const row of categories) {
      categorySheet.add([row.category, row.productCount, row.totalStock, Number(row.value)])
    }
    categorySheet.commit()

    const deductionSheet = addSheet(workbook, 'Deductions', [
      { header: 'Product', width: 32 },
      { header: 'Category', width: 16 },
      { header: 'Size', width: 10 },
      { header: 'Bottles Used', width: 14, numFmt: '0.###' },
      { header: 'Whole Bottles', width: 14 },
      { header: 'Plus Ounces', width: 12, numFmt: '0.00' },
    ])
    for (const row of deductions) {
      deductionSheet.add([
        row.product,
        row.category,
        row.size,
        row.bottlesUsed,
        row.bottles,
        row.ounces,
      ])
    }
    deductionSheet.commit()

    const adjustmentSheet = addSheet(workbook, 'Adjustments', [
      { header: 'Date', width: 20, numFmt: 'yyyy-mm-dd hh:mm' },
      { header: 'Product', width: 32 },
      { header: 'Type', width: 16 },
      { header: 'Change (bottles)', width: 16, numFmt: '0.###' },
    ])
    let adjustmentsWritten = 0
    for await (const page of adjustmentReportPages(range, PAGE)) {
      for (const row of page.slice(0, EXPORT_LINE_CAP - adjustmentsWritten)) {
        adjustmentSheet.add([
          new Date(row.adjustmentDate),
          row.product,
          row.adjustmentType,
          row.quantityChange,
        ])
      }
      adjustmentsWritten += page.length
      if (adjustmentsWritten >= EXPORT_LINE_CAP) break
      await setImmediate()
    }
    adjustmentSheet.commit()

    await workbook.commit()
  }
  write().catch((error: Error) => output.destroy(error))
  return output
}
