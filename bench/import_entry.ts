/*
 * Imports through POST /api/products/import (issue 15: a distributor's list
 * with real-world headers, sizes in ml): 10,000 new products (wall time and
 * the server's peak extra resident memory), then 100,000 new products, the
 * same 100,000 re-imported with new costs (every row an update), and once
 * more as an .xlsx laid out as the export writes it, whose memory must stay
 * within the same budget. The 100k products are removed afterwards so later
 * entries see the seeded catalogue.
 */
import { streamXlsx, type XlsxCell } from '../backend/app/spreadsheets/xlsx_stream.js'
import { SHEET_COLUMNS } from '../modules/inventory/server/spreadsheets/product_columns.js'
import { withPeakRss, type BenchContext, type BenchEntry } from './entry.js'

function distributorCsv(rows: number, prefix: string, barcodeDigit: number, costShift = 0) {
  const lines = ['Item Description,Category Name,Bottle Volume (ml),Pack,State Bottle Cost,UPC']
  for (let index = 0; index < rows; index++) {
    lines.push(
      `${prefix} ${index},STRAIGHT BOURBON WHISKIES,750,12,${(index % 90) + 9.5 + costShift},${barcodeDigit}${String(index).padStart(11, '0')}`
    )
  }
  return lines.join('\n')
}

/** The export's layout (product_columns.ts), so the .xlsx path is measured as a round trip meets it. */
async function exportedXlsx(rows: number, prefix: string, barcodeDigit: number, costShift: number) {
  async function* batches() {
    for (let start = 0; start < rows; start += 500) {
      const batch: XlsxCell[][] = []
      for (let index = start; index < Math.min(rows, start + 500); index++) {
        const cost = (index % 90) + 9.5 + costShift
        batch.push([
          null,
          `${prefix} ${index}`,
          'Whiskey',
          '750ml',
          25.36,
          12,
          0,
          3,
          null,
          cost,
          cost * 12,
          `${barcodeDigit}${String(index).padStart(11, '0')}`,
          null,
          new Date(),
          null,
          null,
        ])
      }
      yield batch
    }
  }
  const chunks: Buffer[] = []
  const columns = SHEET_COLUMNS.map(({ header, width }) => ({ header, width }))
  for await (const chunk of streamXlsx({ name: 'Inventory', columns, rows: batches() })) {
    chunks.push(chunk as Buffer)
  }
  return new Blob([Buffer.concat(chunks)])
}

interface Answer {
  created?: number
  updated?: number
}

async function timedImport({ post, serverPid }: BenchContext, file: string | Blob) {
  const started = performance.now()
  const { result, extraMb } = await withPeakRss(serverPid, () => {
    const form = new FormData()
    if (typeof file === 'string') {
      form.append('file', new Blob([file], { type: 'text/csv' }), 'bench_import.csv')
    } else {
      form.append('file', file, 'bench_import.xlsx')
    }
    return post('/api/products/import', form) as Promise<Answer>
  })
  return { result, extraMb, ms: performance.now() - started }
}

export const importEntry: BenchEntry = {
  key: 'import',
  name: 'Import of 10,000 and 100,000 product rows (CSV)',
  tables: ['products'],
  async run(context) {
    const { record, raw } = context
    const small = await timedImport(context, distributorCsv(10_000, 'Bench Import', 9))
    if (small.result.created !== 10_000) {
      throw new Error(`the import created ${small.result.created ?? 0} of 10000 products`)
    }
    record('import.10k.ms', small.ms, 'ms')
    if (small.extraMb === null) console.log('  (no /proc: import memory not measured)')
    else record('import.10k.rssMb', small.extraMb, 'MB')

    const prefix = 'Bench Import 100k'
    try {
      const created = await timedImport(context, distributorCsv(100_000, prefix, 8))
      if (created.result.created !== 100_000) {
        throw new Error(`the import created ${created.result.created ?? 0} of 100000 products`)
      }
      record('import.100k.ms', created.ms, 'ms')
      if (created.extraMb !== null) record('import.100k.rssMb', created.extraMb, 'MB')

      const updated = await timedImport(context, distributorCsv(100_000, prefix, 8, 1))
      if (updated.result.updated !== 100_000) {
        throw new Error(`the re-import updated ${updated.result.updated ?? 0} of 100000 products`)
      }
      record('import.100k.update.ms', updated.ms, 'ms')
      if (updated.extraMb !== null) record('import.100k.update.rssMb', updated.extraMb, 'MB')

      const xlsx = await timedImport(context, await exportedXlsx(100_000, prefix, 8, 2))
      if (xlsx.result.updated !== 100_000) {
        throw new Error(
          `the .xlsx re-import updated ${xlsx.result.updated ?? 0} of 100000 products`
        )
      }
      record('import.100k.xlsx.ms', xlsx.ms, 'ms')
      if (xlsx.extraMb !== null) record('import.100k.xlsx.rssMb', xlsx.extraMb, 'MB')
    } finally {
      await raw.run(`DELETE FROM products WHERE name LIKE '${prefix} %'`)
    }
  },
}
