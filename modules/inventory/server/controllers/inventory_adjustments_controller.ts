import type { HttpContext } from '@adonisjs/core/http'
import {
  createAdjustmentValidator,
  listAdjustmentsValidator,
} from '#modules/inventory/server/validators/product_validators'
import { listAdjustments } from '#modules/inventory/server/queries/adjustment_queries'
import { recordAdjustment } from '#modules/inventory/server/actions/record_adjustment'
import { inventorySummary } from '#modules/inventory/server/queries/product_queries'

export default class InventoryAdjustmentsController {
  async index({ request }: HttpContext) {
    const filters = await listAdjustmentsValidator.validate(request.qs())
    return listAdjustments(filters)
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(createAdjustmentValidator)
    const adjustment = await recordAdjustment(payload, auth.getUserOrFail().id)
    return response.created(adjustment)
  }

  async summary() {
    return inventorySummary()
  }
}
