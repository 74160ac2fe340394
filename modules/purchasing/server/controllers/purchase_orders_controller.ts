import type { HttpContext } from '@adonisjs/core/http'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { findOr404 } from '#app/exceptions/not_found_exception'
import {
  listFiltersValidator,
  orderPageValidator,
  orderValidator,
  statusChangeValidator,
} from '#modules/purchasing/server/validators/order_validators'
import {
  findOrderDetail,
  listOrders,
  listOrdersPage,
} from '#modules/purchasing/server/queries/order_queries'
import {
  changeStatus,
  createOrder,
  deleteOrder,
  updateOrder,
} from '#modules/purchasing/server/actions/order_actions'
import { emailOrder } from '#modules/purchasing/server/actions/email_order'
import { authorizeOrderUpdate } from '#modules/purchasing/server/policies/order_policy'
import { orderAllows, transitionTo } from '#modules/purchasing/shared/order_status'
import { ORDER_LIMITS } from '#modules/purchasing/shared/order_rules'

const detailOrFail = (id: number) => findOr404(findOrderDetail(id), 'Purchase order not found')

export default class PurchaseOrdersController {
  /**
   * The spec's array of every matching order; with page or pageSize, one
   * page `{ rows, total }` of it, for the screens that show a few.
   */
  async index({ request }: HttpContext) {
    const query = request.qs()
    if ('page' in query || 'pageSize' in query) {
      const { page, pageSize, ...filters } = await orderPageValidator.validate(query)
      return listOrdersPage({
        ...filters,
        page: page ?? 1,
        pageSize: pageSize ?? ORDER_LIMITS.defaultPageSize,
      })
    }
    return listOrders(await listFiltersValidator.validate(query))
  }

  async show({ params }: HttpContext) {
    return detailOrFail(params.id)
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(orderValidator)
    const id = await createOrder(payload, auth.getUserOrFail().id)
    return response.created(await detailOrFail(id))
  }

  /**
   * A body with `items` is a full edit; a body with only `status` moves the
   * order: 'sent' (and emails the vendor when mail is configured),
   * 'cancelled', or 'received' for API clients following SPEC §7.
   */
  async update({ request, params, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const editing = request.body().items !== undefined
    const change = editing ? null : await request.validateUsing(statusChangeValidator)
    const status = change?.status ?? null
    authorizeOrderUpdate(user, status)

    if (!change) {
      const payload = await request.validateUsing(orderValidator)
      await updateOrder(params.id, payload, user.id)
      return detailOrFail(params.id)
    }
    const transition = transitionTo(change.status)
    await changeStatus(params.id, transition, user.id)
    if (transition === 'send') {
      const email = await emailOrder(params.id, user.id)
      return { ...(await detailOrFail(params.id)), email }
    }
    return detailOrFail(params.id)
  }

  /** Emails a sent order again, e.g. after the mail server was down or the vendor got an email. */
  async email({ params, auth }: HttpContext) {
    const order = await detailOrFail(params.id)
    if (!orderAllows(order.status, 'email')) {
      throw new ConflictException('Only a sent order can be emailed to the vendor')
    }
    return { email: await emailOrder(params.id, auth.getUserOrFail().id) }
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteOrder(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }
}
