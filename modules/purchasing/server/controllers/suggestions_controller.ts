import type { HttpContext } from '@adonisjs/core/http'
import { findOr404 } from '#app/exceptions/not_found_exception'
import { suggestionOrdersValidator } from '#modules/purchasing/server/validators/order_validators'
import {
  orderSuggestions,
  reorderSuggestion,
} from '#modules/purchasing/server/queries/suggestion_queries'
import { createOrdersFromSuggestions } from '#modules/purchasing/server/actions/suggestion_actions'
import { findOrderDetail } from '#modules/purchasing/server/queries/order_queries'

export default class SuggestionsController {
  async index() {
    return orderSuggestions()
  }

  /** One product's reorder line, for the Reorder links that open a prefilled order. */
  async show({ params }: HttpContext) {
    return findOr404(reorderSuggestion(params.productId), 'Product not found')
  }

  async store({ request, response, auth }: HttpContext) {
    const { lines } = await request.validateUsing(suggestionOrdersValidator)
    const ids = await createOrdersFromSuggestions(lines, auth.getUserOrFail().id)
    const orders = await Promise.all(ids.map((id) => findOrderDetail(id)))
    return response.created(orders)
  }
}
