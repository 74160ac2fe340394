import type { HttpContext } from '@adonisjs/core/http'
import { validateReportQuery } from '#modules/reports/server/validators/report_validators'
import { exportFileName, exportReport } from '#modules/reports/server/spreadsheets/export_report'
import { dashboardMetrics } from '#modules/reports/server/queries/dashboard_queries'
import {
  deductionsReport,
  lowStockReport,
  reportSummary,
  salesPerDay,
  salesReport,
  topRecipesReport,
  valueByCategory,
} from '#modules/reports/server/queries/report_queries'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class ReportsController {
  async metrics() {
    return dashboardMetrics()
  }

  async summary() {
    return reportSummary()
  }

  async lowStock() {
    return lowStockReport()
  }

  async inventoryByCategory() {
    return valueByCategory()
  }

  async salesReport({ request }: HttpContext) {
    const { range, page } = await validateReportQuery(request.qs())
    return salesReport(range, page)
  }

  async salesByDay({ request }: HttpContext) {
    const { range } = await validateReportQuery(request.qs())
    return salesPerDay(range)
  }

  async topRecipes({ request }: HttpContext) {
    const { range } = await validateReportQuery(request.qs())
    return topRecipesReport(range)
  }

  async deductions({ request }: HttpContext) {
    const { range } = await validateReportQuery(request.qs())
    return deductionsReport(range)
  }

  async export({ request, response }: HttpContext) {
    const { range } = await validateReportQuery(request.qs())
    response.header('Content-Type', XLSX_TYPE)
    response.header('Content-Disposition', `attachment; filename="${exportFileName(range)}"`)
    response.header('Cache-Control', 'no-store')
    response.stream(exportReport(range))
  }
}
