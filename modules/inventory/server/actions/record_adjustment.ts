import { recordActivity } from '#app/activity/activity_log'
import type { ManualAdjustmentType } from '#modules/inventory/shared/product_rules'
import { toQuantity } from '#app/database/driver_values'
import { fieldError } from '#app/exceptions/field_error'
import { latestAdjustment } from '#modules/inventory/server/queries/adjustment_queries'
import {
  NegativeStockException,
  StockLedger,
  StockOutOfRangeException,
} from '#modules/inventory/server/services/stock_ledger'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import type { CreateAdjustmentPayload } from '#modules/inventory/server/validators/product_validators'

export type AdjustmentInput = CreateAdjustmentPayload

const LOSSES = new Set<ManualAdjustmentType>(['waste', 'breakage', 'spill'])

/** A manual stock adjustment (waste, breakage, spill, correction or a count), with its ledger row. */
export async function recordAdjustment(input: AdjustmentInput, userId: string) {
  const change = input.quantityChange ?? 0
  if (LOSSES.has(input.adjustmentType) && change >= 0) {
    throw fieldError(
      'quantityChange',
      'Waste, breakage and spill reduce stock: enter a negative quantity',
      'negative'
    )
  }
  if (input.adjustmentType === 'correction' && change === 0) {
    throw fieldError('quantityChange', 'A correction must change the stock', 'notIn')
  }

  return StockLedger.transaction(async (trx) => {
    const product = await trx
      .from(PRODUCTS_TABLE)
      .where('id', input.productId)
      .whereNull('archived_at')
      .select('id', 'name')
      .first()
    if (!product) throw fieldError('productId', 'The selected product does not exist', 'exists')

    const ledger = { productId: input.productId, reason: input.reason ?? null, userId }
    let resulting: number
    if (input.adjustmentType === 'count') {
      resulting = await StockLedger.setCount(
        trx,
        { ...ledger, countedStock: input.countedStock!, type: 'count' },
        { recordUnchanged: true }
      )
    } else {
      try {
        const results = await StockLedger.apply(trx, [
          { ...ledger, change, type: input.adjustmentType },
        ])
        resulting = results.get(input.productId)!
      } catch (error) {
        if (error instanceof NegativeStockException) {
          throw fieldError('quantityChange', 'Stock cannot go below 0', 'min')
        }
        if (error instanceof StockOutOfRangeException) {
          throw fieldError('quantityChange', error.message, 'max')
        }
        throw error
      }
    }

    const what =
      input.adjustmentType === 'count'
        ? `Counted ${product.name}: ${resulting} bottles`
        : `Recorded ${input.adjustmentType} of ${toQuantity(Math.abs(change))} bottles of ${product.name}`
    await recordActivity(
      {
        userId,
        action: 'adjust',
        entityType: 'product',
        entityId: input.productId,
        summary: input.reason ? `${what} (${input.reason})` : what,
      },
      trx
    )
    return latestAdjustment(input.productId, trx)
  })
}
