import useSWR from 'swr'
import type {
  CategoryValueItemJson,
  DashboardMetricsJson,
  DeductionJson,
  LowStockReportJson,
  ReportSummaryJson,
  SalesDayJson,
  SalesReportJson,
  TopRecipeJson,
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
export const useSalesReport = (range: Range, page: { limit: number; offset: number }) =>
  useSWR<SalesReportJson>(
    `/api/sales-report?${rangeQuery(range)}&limit=${page.limit}&offset=${page.offset}`,
    { keepPreviousData: true }
  )
export const useSalesByDay = (range: Range) =>
  useSWR<SalesDayJson[]>(`/api/reports/sales-by-day?${rangeQuery(range)}`)
export const useTopRecipes = (range: Range) =>
  useSWR<TopRecipeJson[]>(`/api/reports/top-recipes?${rangeQuery(range)}`)
