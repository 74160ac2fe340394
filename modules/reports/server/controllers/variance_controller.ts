import type { HttpContext } from '@adonisjs/core/http'
import { varianceQueryValidator } from '#modules/reports/server/validators/variance_validators'
import { varianceReport } from '#modules/reports/server/queries/variance_report'
import {
  exportVariance,
  varianceFileName,
} from '#modules/reports/server/spreadsheets/export_variance'
import { sortVarianceRows } from '#modules/reports/shared/variance'
import { finalizedCounts } from '#modules/counts/server/index'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class VarianceController {
  /** GET /api/reports/variance?fromCount=&toCount=[&sort=dollars|bottles|percent|name&order=] */
  async show({ request }: HttpContext) {
    const query = await varianceQueryValidator.validate(request.qs())
    const report = await varianceReport(query.fromCount, query.toCount)
    return { ...report, rows: sortVarianceRows(report.rows, query.sort, query.order) }
  }

  async export({ request, response }: HttpContext) {
    const query = await varianceQueryValidator.validate(request.qs())
    const report = await varianceReport(query.fromCount, query.toCount)
    response.header('Content-Type', XLSX_TYPE)
    response.header('Content-Disposition', `attachment; filename="${varianceFileName(report)}"`)
    response.header('Cache-Control', 'no-store')
    response.stream(exportVariance(report))
  }

  /** The finalized counts a period can start and end with, newest first. */
  async counts() {
    return finalizedCounts()
  }
}
