import { recordActivity } from '#app/activity/activity_log'
import { findOr404 } from '#app/exceptions/not_found_exception'
import { findOrderDetail } from '#modules/purchasing/server/queries/order_queries'
import { vendorContactOf } from '#modules/purchasing/server/lib/catalog'
import { markEmailed } from '#modules/purchasing/server/actions/order_actions'
import { emailOrderToVendor } from '#modules/purchasing/server/services/order_mailer'
import type { EmailOutcome } from '#modules/purchasing/shared/order_json'

/**
 * Emails a sent order to its vendor, outside any transaction: the order is
 * sent whatever the mail server does, and the answer says what happened.
 */
export async function emailOrder(id: number, userId: string | null = null): Promise<EmailOutcome> {
  const order = await findOr404(findOrderDetail(id), 'Purchase order not found')
  const vendor = (await vendorContactOf(order.vendorId)) ?? {
    name: order.vendor?.name ?? 'Unknown Vendor',
    contactEmail: null,
  }
  const outcome = await emailOrderToVendor(order, vendor)
  if (outcome.emailed) {
    await markEmailed(id, new Date())
    await recordActivity({
      userId,
      action: 'email',
      entityType: 'purchase_order',
      entityId: id,
      summary: `Emailed purchase order ${order.orderNumber} to ${outcome.to}`,
    })
  }
  return outcome
}
