import { PassThrough } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import { neutralise } from '#modules/inventory/server/index'
import type { VarianceReportJson } from '#modules/reports/shared/variance_json'

const COLUMNS = [
  { header: 'Product', width: 34 },
  { header: 'Category', width: 14 },
  { header: 'Size', width: 9 },
  { header: 'Start Count', width: 12, numFmt: '0.###' },
  { header: 'Received', width: 11, numFmt: '0.###' },
  { header: 'End Count', width: 11, numFmt: '0.###' },
  { header: 'Actual Usage', width: 13, numFmt: '0.###' },
  { header: 'Sold', width: 9, numFmt: '0.###' },
  { header: 'Waste/Spill/Breakage', width: 20, numFmt: '0.###' },
  { header: 'Theoretical Usage', width: 17, numFmt: '0.###' },
  { header: 'Variance (bottles)', width: 17, numFmt: '0.###' },
  { header: 'Variance (oz)', width: 13, numFmt: '0.00' },
  { header: 'Variance ($)', width: 13, numFmt: '$#,##0.00' },
  { header: 'Variance (% of usage)', width: 20, numFmt: '0.0' },
  { header: 'Unit Cost', width: 10, numFmt: '$#,##0.00' },
  { header: 'Data Error', width: 11 },
]

export function varianceFileName(report: VarianceReportJson) {
  return `variance_${report.fromCount.id}_${report.toCount.id}.xlsx`
}

/* Rows written per turn of the event loop: a catalogue's worth at once would stall every request. */
const ROWS_PER_TURN = 250

/** The report as a workbook: one row per product, then the totals. Text cells are neutralised. */
export function exportVariance(report: VarianceReportJson): PassThrough {
  const output = new PassThrough()
  write(report, output).catch((error: unknown) => output.destroy(error as Error))
  return output
}

async function write(report: VarianceReportJson, output: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true })
  const sheet = workbook.addWorksheet('Variance')
  sheet.columns = COLUMNS.map(({ header, width, numFmt }) => ({
    header,
    width,
    style: numFmt ? { numFmt } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  for (const [index, row] of report.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await setImmediate()
    sheet
      .addRow([
        neutralise(row.name),
        neutralise(row.category),
        neutralise(row.size),
        row.startCount,
        row.received,
        row.endCount,
        row.actualUsage,
        row.sold,
        row.recordedLoss,
        row.theoreticalUsage,
        row.varianceBottles,
        row.varianceOunces,
        Number(row.varianceDollars),
        row.variancePercent,
        row.unitCost === null ? null : Number(row.unitCost),
        row.negativeUsage ? 'Negative usage' : null,
      ])
      .commit()
  }
  const { totals } = report
  const total = sheet.addRow([
    'Total',
    null,
    null,
    null,
    null,
    null,
    totals.actualUsage,
    null,
    null,
    totals.theoreticalUsage,
    totals.varianceBottles,
    totals.varianceOunces,
    Number(totals.varianceDollars),
  ])
  total.font = { bold: true }
  total.commit()
  sheet.commit()
  await workbook.commit()
}
