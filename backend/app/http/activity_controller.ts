import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { recentActivity } from '#app/activity/activity_log'

const activityQueryValidator = vine.create({
  limit: vine.number().withoutDecimals().range([1, 100]).optional(),
})

export default class ActivityController {
  async index({ request }: HttpContext) {
    const { limit } = await activityQueryValidator.validate(request.qs())
    return recentActivity(limit ?? 20)
  }
}
