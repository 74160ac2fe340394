import vine, { errors as vineErrors } from '@vinejs/vine'

const countId = () => vine.number().withoutDecimals().positive().max(4_294_967_295)

/* A day ('2024-03-31', through its end, UTC) or an ISO timestamp with a zone. */
const dayOrTimestamp = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/)

const varianceQuery = vine.create({
  /* The two counts by id, or by date: the last count finalized by then. */
  fromCount: countId().optional().requiredIfMissing('startDate'),
  toCount: countId().optional().requiredIfMissing('endDate'),
  startDate: dayOrTimestamp().optional(),
  endDate: dayOrTimestamp().optional(),
  sort: vine.enum(['dollars', 'bottles', 'percent', 'name']).optional(),
  order: vine.enum(['asc', 'desc']).optional(),
})

function toMoment(field: string, text: string): Date {
  const date = new Date(text.length === 10 ? `${text}T23:59:59.999Z` : text)
  const day = text.slice(0, 10)
  if (
    Number.isNaN(date.getTime()) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new vineErrors.E_VALIDATION_ERROR([
      { field, message: `The ${field} field must be a valid date`, rule: 'date' },
    ])
  }
  return date
}

export async function validateVarianceQuery(qs: Record<string, unknown>) {
  const query = await varianceQuery.validate(qs)
  return {
    fromCount: query.fromCount ?? null,
    toCount: query.toCount ?? null,
    startDate: query.fromCount || !query.startDate ? null : toMoment('startDate', query.startDate),
    endDate: query.toCount || !query.endDate ? null : toMoment('endDate', query.endDate),
    sort: query.sort,
    order: query.order,
  }
}
