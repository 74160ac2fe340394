/*
 * Imports through POST /api/products/import (issue 15: a distributor's list
 * with real-world headers, sizes in ml): 10,000 new products (wall time and
 * the server's peak extra resident memory), then 100,000 new products and
 * the same 100,000 re-imported with new costs (every row an update), whose
 * memory must stay within the same budget. The 100k products are removed
 * afterwards so later entries see the seeded catalogue.
 */
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

interface Answer {
  created?: number
  updated?: number
}

async function timedImport({ post, serverPid }: BenchContext, csv: string) {
  const started = performance.now()
  const { result, extraMb } = await withPeakRss(serverPid, () => {
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench_import.csv')
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
    } finally {
      await raw.run(`DELETE FROM products WHERE name LIKE '${prefix} %'`)
    }
  },
}
