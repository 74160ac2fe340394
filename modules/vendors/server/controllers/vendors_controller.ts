import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { vendorValidator } from '#modules/vendors/server/validators/vendor_validator'
import { findVendor, listVendors } from '#modules/vendors/server/queries/vendor_queries'
import {
  createVendor,
  deleteVendor,
  updateVendor,
} from '#modules/vendors/server/actions/vendor_actions'
import {
  toVendorDetailJson,
  toVendorJson,
} from '#modules/vendors/server/transformers/vendor_transformer'

export default class VendorsController {
  async index() {
    const rows = await listVendors()
    return rows.map(toVendorJson)
  }

  async show({ params }: HttpContext) {
    const row = await findVendor(params.id)
    if (!row) throw new NotFoundException('Vendor not found')
    return toVendorDetailJson(row)
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(vendorValidator)
    const row = await createVendor(payload, auth.getUserOrFail().id)
    return response.created(toVendorJson(row))
  }

  async update({ request, params, auth }: HttpContext) {
    const payload = await request.validateUsing(vendorValidator)
    const row = await updateVendor(params.id, payload, auth.getUserOrFail().id)
    return toVendorJson(row)
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteVendor(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }
}
