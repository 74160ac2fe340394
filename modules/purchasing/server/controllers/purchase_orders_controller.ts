import type { HttpContext } from '@adonisjs/core/http'
import { roleAtLeast } from '#app/auth/roles'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import {
  listFiltersValidator,
  orderValidator,
  statusChangeValidator,
} from '#modules/purchasing/server/validators/order_validators'
import { findOrderDetail, listOrders } from '#modules/purchasing/server/queries/order_queries'
import {
  changeStatus,
  createOrder,
  deleteOrder,
  updateOrder,
} from '#modules/purchasing/server/actions/order_actions'
import { emailOrder } from '#modules/purchasing/server/actions/email_order'

async function detailOrFail(id: number) {
  const order = await findOrderDetail(id)
  if (!order) throw new NotFoundException('Purchase order not found')
  return order
}

export default class PurchaseOrdersController {
  async index({ request }: HttpContext) {
    const filters = await listFiltersValidator.validate(request.qs())
    return listOrders(filters)
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
    if (status !== 'received' && !roleAtLeast(user.role, 'manager')) {
      throw new ForbiddenException('This action needs the manager role')
    }

    if (editing) {
      const payload = await request.validateUsing(orderValidator)
      await updateOrder(params.id, payload, user.id)
      return detailOrFail(params.id)
    }
    if (status === 'sent') {
      await changeStatus(params.id, 'sent', user.id)
      const email = await emailOrder(params.id, user.id)
      return { ...(await detailOrFail(params.id)), email }
    }
    await changeStatus(params.id, status === 'cancelled' ? 'cancelled' : 'received', user.id)
    return detailOrFail(params.id)
  }

  /** Emails a sent order again, e.g. after the mail server was down or the vendor got an email. */
  async email({ params, auth }: HttpContext) {
    const order = await detailOrFail(params.id)
    if (order.status !== 'sent') {
      throw new ConflictException('Only a sent order can be emailed to the vendor')
    }
    return { email: await emailOrder(params.id, auth.getUserOrFail().id) }
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteOrder(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }
}
