import type { HttpContext } from '@adonisjs/core/http'
import { findOr404 } from '#app/exceptions/not_found_exception'
import { vendorValidator } from '#modules/vendors/server/validators/vendor_validator'
import {
  findActiveVendor,
  findVendor,
  listVendors,
} from '#modules/vendors/server/queries/vendor_queries'
import {
  createVendor,
  deleteVendor,
  updateVendor,
} from '#modules/vendors/server/actions/vendor_actions'

const NOT_FOUND = 'Vendor not found'

export default class VendorsController {
  async index() {
    return listVendors()
  }

  async show({ params }: HttpContext) {
    return findOr404(findVendor(params.id), NOT_FOUND)
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(vendorValidator)
    const id = await createVendor(payload, auth.getUserOrFail().id)
    return response.created(await findOr404(findActiveVendor(id), NOT_FOUND))
  }

  async update({ request, params, auth }: HttpContext) {
    const payload = await request.validateUsing(vendorValidator)
    await updateVendor(params.id, payload, auth.getUserOrFail().id)
    return findOr404(findActiveVendor(params.id), NOT_FOUND)
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteVendor(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }
}
