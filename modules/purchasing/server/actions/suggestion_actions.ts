import db from '@adonisjs/lucid/services/db'
import { recordActivity } from '#app/activity/activity_log'
import { toCents } from '#shared/money'
import { ORDER_MESSAGES } from '#modules/purchasing/shared/order_rules'
import { fieldError } from '#app/exceptions/field_error'
import { retryOnLockConflict } from '#app/database/database_errors'
import { activeVendor, loadProducts } from '#modules/purchasing/server/lib/catalog'
import { insertCreatedOrder, priceItems } from '#modules/purchasing/server/actions/order_actions'
import type { SuggestionLinePayload } from '#modules/purchasing/server/validators/order_validators'

/**
 * Turns the chosen suggestion lines into one 'created' order per vendor,
 * priced at each product's current unit and case cost, all or nothing.
 * Returns the new order ids in the order the vendors first appear.
 */
export async function createOrdersFromSuggestions(
  lines: SuggestionLinePayload[],
  userId: string
): Promise<number[]> {
  return retryOnLockConflict(() =>
    db.transaction(async (trx) => {
      const products = await loadProducts(
        lines.map((line) => line.productId),
        trx
      )
      for (const [index, line] of lines.entries()) {
        const product = products.get(line.productId)
        if (!product || product.archived) {
          throw fieldError(`lines.${index}.productId`, ORDER_MESSAGES.productMissing, 'exists')
        }
        if ((line.cases ?? 0) <= 0 && (line.quantity ?? 0) <= 0) {
          throw fieldError(`lines.${index}.quantity`, ORDER_MESSAGES.nothingToOrder, 'required')
        }
      }
      const byVendor = Map.groupBy(lines, (line) => line.vendorId)
      for (const vendorId of byVendor.keys()) {
        if (!(await activeVendor(vendorId, trx))) {
          const index = lines.findIndex((line) => line.vendorId === vendorId)
          throw fieldError(`lines.${index}.vendorId`, ORDER_MESSAGES.vendorMissing, 'exists')
        }
      }

      const ids: number[] = []
      const now = new Date()
      for (const [vendorId, vendorLines] of byVendor) {
        const priced = await priceItems(
          trx,
          vendorLines.map((line) => {
            const product = products.get(line.productId)!
            const caseCost = product.caseCost === null ? null : toCents(product.caseCost) / 100
            return {
              productId: line.productId,
              cases: line.cases ?? 0,
              quantity: line.quantity ?? 0,
              unitCost: toCents(product.unitCost) / 100,
              caseCost,
            }
          })
        )
        const { id, orderNumber } = await insertCreatedOrder(
          trx,
          { vendorId, orderNumber: null, expectedDate: null, notes: null },
          priced,
          userId,
          now
        )
        await recordActivity(
          {
            userId,
            action: 'create',
            entityType: 'purchase_order',
            entityId: id,
            summary: `Created purchase order ${orderNumber} from suggestions (${priced.items.length} item${priced.items.length === 1 ? '' : 's'})`,
          },
          trx
        )
        ids.push(id)
      }
      return ids
    })
  )
}
