import vine, { errors as vineErrors } from '@vinejs/vine'
import { rangeProblem, type Range } from '#modules/reports/shared/report_range'

/* ISO 8601: a date, optionally with a time and a zone ('2024-01-01', '2024-12-31T23:59:59.999Z'). */
const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

const isoTimestamp = () => vine.string().trim().maxLength(40).regex(ISO_TIMESTAMP)

/** Most sale or adjustment lines one answer carries; totals always cover the whole range. */
export const MAX_LINES = 1000
export const DEFAULT_LINES = 200

const rangeValidator = vine.create({
  startDate: isoTimestamp(),
  endDate: isoTimestamp(),
  limit: vine.number().withoutDecimals().range([1, MAX_LINES]).optional(),
  offset: vine.number().withoutDecimals().min(0).max(10_000_000).optional(),
})

/*
 * A date without a zone is read as UTC, like every timestamp the API
 * stores. Date() rolls 2024-02-30 over to March: such a day is invalid.
 */
function toDate(text: string): Date {
  const day = text.slice(0, 10)
  const midnight = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) {
    return new Date(Number.NaN)
  }
  const normalised = text.replace(' ', 'T')
  const withZone = /[zZ]|[+-]\d{2}:?\d{2}$/.test(normalised)
    ? normalised
    : normalised.length === 10
      ? `${normalised}T00:00:00Z`
      : `${normalised}Z`
  return new Date(withZone)
}

/* An unencoded '+02:00' arrives as ' 02:00' (a '+' in a query string means a space). */
function unescapedPlus(value: unknown) {
  return typeof value === 'string' ? value.replace(/ (\d{2}:?\d{2})$/, '+$1') : value
}

function invalid(field: string, message: string, rule: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}

export interface ReportQuery {
  range: Range
  page: { limit: number; offset: number }
}

/**
 * startDate and endDate from the query string: both required, real ISO
 * timestamps, in order and at most MAX_RANGE_DAYS apart, else a 422.
 */
export async function validateReportQuery(qs: Record<string, unknown>): Promise<ReportQuery> {
  const input = await rangeValidator.validate({
    ...qs,
    startDate: unescapedPlus(qs.startDate),
    endDate: unescapedPlus(qs.endDate),
  })
  const start = toDate(input.startDate)
  const end = toDate(input.endDate)
  if (Number.isNaN(start.getTime())) {
    throw invalid('startDate', 'The startDate field must be a valid ISO date', 'date')
  }
  if (Number.isNaN(end.getTime())) {
    throw invalid('endDate', 'The endDate field must be a valid ISO date', 'date')
  }
  const range = { start, end }
  const problem = rangeProblem(range)
  if (problem) throw invalid(problem.field, problem.message, 'range')
  return { range, page: { limit: input.limit ?? DEFAULT_LINES, offset: input.offset ?? 0 } }
}
