/*
 * Import of 10,000 new products (issue 15: a distributor's list with
 * real-world headers, sizes in ml) through POST /api/products/import: wall
 * time and the server's peak extra resident memory.
 */
import { withPeakRss, type BenchEntry } from './entry.js'

const ROWS = 10_000

function distributorCsv() {
  const lines = ['Item Description,Category Name,Bottle Volume (ml),Pack,State Bottle Cost,UPC']
  for (let index = 0; index < ROWS; index++) {
    lines.push(
      `Bench Import ${index},STRAIGHT BOURBON WHISKIES,750,12,${(index % 90) + 9.5},9${String(index).padStart(11, '0')}`
    )
  }
  return lines.join('\n')
}

export const importEntry: BenchEntry = {
  key: 'import',
  name: `Import of ${ROWS.toLocaleString('en')} new product rows (CSV)`,
  tables: ['products'],
  async run({ post, record, serverPid }) {
    const csv = distributorCsv()
    const started = performance.now()
    const { result, extraMb } = await withPeakRss(serverPid, () => {
      const form = new FormData()
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench_import.csv')
      return post('/api/products/import', form) as Promise<{ created?: number }>
    })
    const elapsed = performance.now() - started
    if (result.created !== ROWS) {
      throw new Error(`the import created ${result.created ?? 0} of ${ROWS} products`)
    }
    record('import.10k.ms', elapsed, 'ms')
    if (extraMb === null) console.log('  (no /proc: import memory not measured)')
    else record('import.10k.rssMb', extraMb, 'MB')
  },
}
