import useSWR from 'swr'
import type {
  CategoryValueItemJson,
  DashboardMetricsJson,
  DeductionJson,
  LowStockReportJson,
  ReportSummaryJson,
} from '@modules/reports/shared/report_json'
import type { Range } from '@modules/reports/shared/report_range'

export function rangeQuery(range: Range) {
  const params = new URLSearchParams({
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
  })
  return params.toString()
}

export const useDashboardMetrics = () => useSWR<DashboardMetricsJson>('/api/dashboard/metrics')
export const useReportSummary = () => useSWR<ReportSummaryJson>('/api/reports/summary')
export const useLowStock = () => useSWR<LowStockReportJson>('/api/reports/low-stock')
export const useValueByCategory = () =>
  useSWR<CategoryValueItemJson[]>('/api/reports/inventory-by-category')
export const useDeductions = (range: Range) =>
  useSWR<DeductionJson[]>(`/api/reports/deductions?${rangeQuery(range)}`)
