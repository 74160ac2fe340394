/*
 * Sales ingestion (issue 11, goal ≤ 2 s for 10k lines, memory bounded):
 * 10 POST /api/pos-data calls of 1,000 lines over the seeded recipes, each
 * line depleting stock and the daily rollup in its request's transaction,
 * with the server's peak extra RSS. Floor: the raw driver inserting the same
 * rows into pos_data alone (no depletion, no rollup). Then the recent-sales
 * list, GET /api/pos-data, over what was ingested.
 */
import { withPeakRss, type BenchEntry } from './entry.js'

const LINES = 10_000
/* The endpoint's cap on lines per request. */
const PER_CALL = 1000

export const salesEntry: BenchEntry = {
  key: 'sales',
  name: `Sales ingestion: ${LINES.toLocaleString('en')} lines through POST /api/pos-data`,
  tables: ['pos_data', 'pos_sales_daily', 'recipes'],
  async run({ raw, post, get, timed, record, serverPid }) {
    const recipes = await raw.all('select id from recipes order by id limit 60')
    if (recipes.length === 0) throw new Error('no recipes seeded')
    const started = Date.UTC(2026, 0, 1, 18)
    const lines = Array.from({ length: LINES }, (_, index) => ({
      transactionId: `BENCH-${Math.floor(index / 3)}`,
      lineKey: String(index % 3),
      recipeId: Number(recipes[index % recipes.length].id),
      quantity: 1 + (index % 2),
      amount: 12 * (1 + (index % 2)),
      saleDate: new Date(started + index * 45_000).toISOString(),
    }))

    const floorStarted = performance.now()
    const now = raw.dialect === 'mysql' ? new Date() : Date.now()
    await raw.run(raw.dialect === 'sqlite' ? 'begin' : 'start transaction')
    for (let offset = 0; offset < lines.length; offset += 200) {
      const batch = lines.slice(offset, offset + 200)
      await raw.run(
        `insert into pos_data (source, transaction_id, line_key, recipe_id, quantity, amount, sale_date, business_day, is_refund, created_at)
         values ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        batch.flatMap((line) => [
          'bench-floor',
          line.transactionId,
          line.lineKey,
          line.recipeId,
          line.quantity,
          line.amount.toFixed(2),
          raw.dialect === 'mysql' ? new Date(line.saleDate) : Date.parse(line.saleDate),
          line.saleDate.slice(0, 10),
          0,
          now,
        ])
      )
    }
    await raw.run('commit')
    const floor = performance.now() - floorStarted

    const ingestStarted = performance.now()
    const { result: created, extraMb } = await withPeakRss(serverPid, async () => {
      let total = 0
      for (let offset = 0; offset < lines.length; offset += PER_CALL) {
        const answer = (await post('/api/pos-data', lines.slice(offset, offset + PER_CALL))) as {
          created?: number
        }
        total += answer.created ?? 0
      }
      return total
    })
    const ingest = performance.now() - ingestStarted
    if (created !== LINES)
      throw new Error(`POST /api/pos-data created ${created} of ${LINES} lines`)
    record('sales.ingest.10k', ingest, 'ms')
    record('sales.ingest.floor', floor, 'ms')
    record('sales.ingest.xFloor', ingest / floor, '× raw insert floor')
    if (extraMb === null) console.log('  (no /proc: ingestion memory not measured)')
    else record('sales.ingest.rssMb', extraMb, 'MB')

    const list = await timed(() => get('/api/pos-data?limit=100'))
    record('sales.list.p99', list.p99, 'ms')
  },
}
