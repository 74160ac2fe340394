import type { HttpContext } from '@adonisjs/core/http'
import { validateVarianceQuery } from '#modules/reports/server/validators/variance_validators'
import { varianceReport } from '#modules/reports/server/queries/variance_report'
import {
  exportVariance,
  varianceFileName,
} from '#modules/reports/server/spreadsheets/export_variance'
import { sortVarianceRows } from '#modules/reports/shared/variance'
import { finalizedCounts, lastFinalizedCountBy } from '#modules/counts/server/index'
import { errors as vineErrors } from '@vinejs/vine'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The two counts asked for, by id or as the last ones finalized by the given dates. */
async function countsOf(query: Awaited<ReturnType<typeof validateVarianceQuery>>) {
  const byDate = async (field: string, at: Date | null) => {
    const id = at ? await lastFinalizedCountBy(at) : null
    if (id === null) {
      throw new vineErrors.E_VALIDATION_ERROR([
        { field, message: 'No count was finalized by that date', rule: 'finalizedCount' },
      ])
    }
    return id
  }
  return {
    from: query.fromCount ?? (await byDate('startDate', query.startDate)),
    to: query.toCount ?? (await byDate('endDate', query.endDate)),
  }
}

export default class VarianceController {
  /**
   * GET /api/reports/variance?fromCount=&toCount= (or ?startDate=&endDate=)
   * [&sort=dollars|bottles|percent|name&order=asc|desc]
   */
  async show({ request }: HttpContext) {
    const query = await validateVarianceQuery(request.qs())
    const { from, to } = await countsOf(query)
    const report = await varianceReport(from, to)
    return { ...report, rows: sortVarianceRows(report.rows, query.sort, query.order) }
  }

  async export({ request, response }: HttpContext) {
    const { from, to } = await countsOf(await validateVarianceQuery(request.qs()))
    const report = await varianceReport(from, to)
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
