/*
 * Reports at volume (issue 12): BENCH_SALES (default 1,000,000) sale lines
 * seeded with their daily rollup, the 30-day sales report against the
 * group-first SQL floor of bench/reports.ts, the other report endpoints
 * (printed, not judged) and /api/health's p99 while two clients run reports.
 */
import type { BenchEntry } from './entry.js'
import { healthSamplesDuring } from './health_probe.js'
import { last30Days, salesReportFloor, SALE_LINES, seedSales } from './reports.js'
import { stats } from './stats.js'

/* Two clients run the sales report back to back this long while /api/health is asked. */
const LOAD_MS = 4000

export const reportsEntry: BenchEntry = {
  key: 'reports',
  name: `Reports over ${SALE_LINES.toLocaleString('en')} sale lines`,
  tables: ['pos_data', 'pos_sales_daily', 'recipes'],
  async run({ base, raw, get, timed, timedWithFloor, record }) {
    const [{ count: recipes }] = await raw.all('select count(*) as count from recipes')
    const seeding = performance.now()
    await seedSales(raw, Number(recipes))
    record('reports.seed', (performance.now() - seeding) / 1000, 's')

    const range = last30Days()
    const query = `startDate=${range.start.toISOString()}&endDate=${range.end.toISOString()}`
    const { floor, work: report } = await timedWithFloor(
      () => salesReportFloor(raw, range),
      () => get(`/api/sales-report?${query}`)
    )
    record('reports.floor.p50', floor.p50, 'ms')
    record('reports.sales.p50ms', report.p50, 'ms')
    record('reports.sales.p50', report.p50 / floor.p50)
    for (const [name, path] of [
      ['salesByDay', `/api/reports/sales-by-day?${query}`],
      ['topRecipes', `/api/reports/top-recipes?${query}`],
      ['deductions', `/api/reports/deductions?${query}`],
      ['inventoryByCategory', '/api/reports/inventory-by-category'],
      ['dashboard', '/api/dashboard/metrics'],
    ]) {
      const result = await timed(() => get(path))
      record(`reports.${name}.p50`, result.p50, 'ms')
    }

    const loadUntil = performance.now() + LOAD_MS
    const client = async () => {
      while (performance.now() < loadUntil) await get(`/api/sales-report?${query}`)
    }
    const health = stats(await healthSamplesDuring(base, Promise.all([client(), client()])))
    record('reports.health.p99', health.p99, 'ms')
  },
}
