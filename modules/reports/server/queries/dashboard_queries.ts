import { inventorySummary, stockSnapshotAt } from '#modules/inventory/server/index'
import { pendingOrderCount } from '#modules/purchasing/server/index'
import { salesTotals } from '#modules/integrations/server/index'
import { monthRanges } from '#modules/reports/shared/report_range'
import type { DashboardMetricsJson } from '#modules/reports/shared/report_json'

/**
 * SPEC §3's dashboard figures and the previous month's, each one SQL
 * aggregate (sales from integrations' daily rollup), run in parallel (DESIGN §10). Stock figures for last month are
 * as they stood when this month began.
 */
export async function dashboardMetrics(now = new Date()): Promise<DashboardMetricsJson> {
  const months = monthRanges(now)
  const [summary, pendingOrders, before, thisMonth, lastMonth] = await Promise.all([
    inventorySummary(),
    pendingOrderCount(),
    stockSnapshotAt(months.current.start),
    salesTotals(months.current),
    salesTotals(months.previous),
  ])
  return {
    totalItems: summary.totalItems,
    lowStockCount: summary.lowStockCount,
    pendingOrders,
    monthlySales: thisMonth.totalSales,
    outOfStockCount: summary.outOfStockCount,
    inventoryValue: summary.inventoryValue,
    unknownCostCount: summary.unknownCostCount,
    previousMonth: {
      totalItems: before.totalItems,
      lowStockCount: before.lowStockCount,
      monthlySales: lastMonth.totalSales,
    },
  }
}
