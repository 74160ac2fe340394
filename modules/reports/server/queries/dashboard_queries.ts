import { inventorySummary, stockSnapshotAt } from '#modules/inventory/server/index'
import { pendingOrderCount } from '#modules/purchasing/server/index'
import { monthRanges } from '#modules/reports/shared/report_range'
import type { DashboardMetricsJson } from '#modules/reports/shared/report_json'

/**
 * SPEC §3's dashboard figures and the previous month's, each one SQL
 * aggregate, run in parallel (DESIGN §10). Stock figures for last month are
 * as they stood when this month began.
 */
export async function dashboardMetrics(now = new Date()): Promise<DashboardMetricsJson> {
  const months = monthRanges(now)
  const [summary, pendingOrders, before] = await Promise.all([
    inventorySummary(),
    pendingOrderCount(),
    stockSnapshotAt(months.current.start),
  ])
  return {
    totalItems: summary.totalItems,
    lowStockCount: summary.lowStockCount,
    pendingOrders,
    outOfStockCount: summary.outOfStockCount,
    inventoryValue: summary.inventoryValue,
    previousMonth: {
      totalItems: before.totalItems,
      lowStockCount: before.lowStockCount,
    },
  }
}
