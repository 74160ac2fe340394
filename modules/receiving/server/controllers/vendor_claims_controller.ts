import type { HttpContext } from '@adonisjs/core/http'
import {
  backOrderShortLines,
  creditRequest,
  emailCreditRequest,
} from '#modules/receiving/server/actions/vendor_claims'

export default class VendorClaimsController {
  /** POST /api/purchase-orders/:id/back-order → the new order's { id, orderNumber }. */
  async backOrder({ params, auth, response }: HttpContext) {
    return response.created(await backOrderShortLines(params.id, auth.getUserOrFail().id))
  }

  /** GET /api/purchase-orders/:id/credit-request: what to claim, for the print view. */
  async show({ params }: HttpContext) {
    return creditRequest(params.id)
  }

  /** POST /api/purchase-orders/:id/credit-request/email: what the mail server did. */
  async email({ params, auth }: HttpContext) {
    return emailCreditRequest(params.id, auth.getUserOrFail().id)
  }
}
