import type { HttpContext } from '@adonisjs/core/http'
import vine, { errors as vineErrors } from '@vinejs/vine'
import { activityFilterChoices, recentActivity } from '#app/activity/activity_log'

/* ISO 8601 day or timestamp; a bare day means midnight UTC. */
const isoDate = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/)
    .transform((text) => new Date(text.length === 10 ? `${text}T00:00:00Z` : text))

const activityQueryValidator = vine.create({
  limit: vine.number().withoutDecimals().range([1, 100]).optional(),
  offset: vine.number().withoutDecimals().range([0, 1_000_000]).optional(),
  entityType: vine.string().trim().maxLength(64).optional(),
  username: vine.string().trim().maxLength(64).optional(),
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
})

export default class ActivityController {
  async index({ request }: HttpContext) {
    const { limit, ...filters } = await activityQueryValidator.validate(request.qs())
    for (const [field, date] of Object.entries({
      startDate: filters.startDate,
      endDate: filters.endDate,
    })) {
      if (date && Number.isNaN(date.getTime())) {
        throw new vineErrors.E_VALIDATION_ERROR([
          { field, message: `The ${field} field must be a valid date`, rule: 'date' },
        ])
      }
    }
    return recentActivity({ limit: limit ?? 20, ...filters })
  }

  async filters() {
    return activityFilterChoices()
  }
}
