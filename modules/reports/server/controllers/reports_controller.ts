import type { HttpContext } from '@adonisjs/core/http'
import { validateReportQuery } from '#modules/reports/server/validators/report_validators'
import { dashboardMetrics } from '#modules/reports/server/queries/dashboard_queries'
import {
  deductionsReport,
  lowStockReport,
  reportSummary,
  valueByCategory,
} from '#modules/reports/server/queries/report_queries'

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

  async deductions({ request }: HttpContext) {
    const { range } = await validateReportQuery(request.qs())
    return deductionsReport(range)
  }
}
