/*
 * Reports at volume (DESIGN §10): a million sale lines seeded with their
 * daily rollup, the 30-day sales report against a group-first SQL floor
 * measured in the same run, and /api/health's p99 while reports run.
 */
import type { RawClient } from './seed.js'

export const SALE_LINES = Number(process.env.BENCH_SALES ?? 1_000_000)
const DAY = 24 * 60 * 60 * 1000
/* The bar's default business day ends at 4 am UTC (BAR_CLOSEOUT_HOUR). */
const CLOSEOUT = 4 * 60 * 60 * 1000

/**
 * SALE_LINES lines over the last year, as the integrations module stores
 * them, then the rollup built from them the way ingestion keeps it: one row
 * per (business day, recipe). SQLite stores timestamps as epoch ms, as the app does.
 */
export async function seedSales(raw: RawClient, recipes: number) {
  const end = Date.now()
  const start = end - 365 * DAY
  const stamp = (ms: number) => (raw.dialect === 'mysql' ? new Date(ms) : ms)
  const columns = [
    'source',
    'transaction_id',
    'line_key',
    'recipe_id',
    'quantity',
    'amount',
    'sale_date',
    'business_day',
    'is_refund',
    'processed_at',
    'created_at',
  ]
  const rowsPerInsert = 1000
  await raw.run(raw.dialect === 'sqlite' ? 'begin' : 'start transaction')
  for (let first = 0; first < SALE_LINES; first += rowsPerInsert) {
    const values: unknown[] = []
    const count = Math.min(rowsPerInsert, SALE_LINES - first)
    for (let index = first; index < first + count; index++) {
      const at = start + Math.floor(((end - start) * index) / SALE_LINES)
      const quantity = 1 + (index % 3)
      values.push(
        'pos',
        `B${Math.floor(index / 3)}`,
        String(index % 3),
        1 + ((index * 7919) % recipes),
        quantity,
        (quantity * (8 + (index % 8))).toFixed(2),
        stamp(at),
        new Date(at - CLOSEOUT).toISOString().slice(0, 10),
        0,
        stamp(at),
        stamp(at)
      )
    }
    const row = `(${columns.map(() => '?').join(',')})`
    await raw.run(
      `insert into pos_data (${columns.join(',')}) values ${Array(count).fill(row).join(',')}`,
      values
    )
  }
  await raw.run(
    `insert into pos_sales_daily (day, recipe_id, quantity, revenue, line_count)
     select business_day, coalesce(recipe_id, 0), sum(quantity), sum(amount), count(*)
     from pos_data group by business_day, coalesce(recipe_id, 0)`
  )
  await raw.run('commit')
}

/** The last 30 days, as the screen's Last 30 Days asks. */
export function last30Days() {
  const end = new Date()
  return { start: new Date(end.getTime() - 30 * DAY), end }
}

/**
 * What GET /api/sales-report needs at the least, straight from pos_data
 * through the raw driver: totals grouped first, the first page of lines,
 * and the page of adjustments — no rollup.
 */
export async function salesReportFloor(raw: RawClient, range: { start: Date; end: Date }) {
  const bounds = raw.dialect === 'mysql' ? [range.start, range.end] : [+range.start, +range.end]
  return Promise.all([
    raw.all(
      `select sum(quantity) as items, sum(amount) as sales, count(*) as line_count
       from pos_data where sale_date between ? and ?`,
      bounds
    ),
    raw.all(
      `select id, transaction_id, recipe_id, quantity, amount, sale_date, source
       from pos_data where sale_date between ? and ? order by sale_date desc, id desc limit 200`,
      bounds
    ),
    raw.all(
      `select a.id, p.name, a.quantity_change, a.adjustment_date from inventory_adjustments a
       join products p on p.id = a.product_id
       where a.adjustment_date between ? and ? and a.adjustment_type <> 'sale'
       order by a.adjustment_date desc, a.id desc limit 200`,
      bounds
    ),
  ])
}
