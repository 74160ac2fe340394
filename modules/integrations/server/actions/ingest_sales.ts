import { errors as vineErrors } from '@vinejs/vine'
import { recordActivity } from '#app/activity/activity_log'
import { StockLedger } from '#modules/inventory/server/index'
import { recipeNames } from '#modules/recipes/server/index'
import { itemKeyOf } from '#modules/integrations/shared/depletion'
import type { IngestResultJson } from '#modules/integrations/shared/sale_json'
import { recordSales, type SaleLineInput } from '#modules/integrations/server/services/sales_ledger'
import type { SaleLinePayload } from '#modules/integrations/server/validators/sales_validators'

export const DEFAULT_SALE_SOURCE = 'pos'

/**
 * Our JSON lines as sale inputs. A line without a lineKey is keyed by what
 * it sold (recipe or POS item), numbered when a ticket repeats it, so the
 * same request sent twice is recorded once.
 */
export function toSaleInputs(
  lines: SaleLinePayload[],
  defaults: { source?: string; integrationId?: number | null } = {}
): SaleLineInput[] {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    const source = line.source ?? defaults.source ?? DEFAULT_SALE_SOURCE
    let lineKey = line.lineKey
    if (!lineKey) {
      const identity = line.recipeId ? `recipe:${line.recipeId}` : (itemKeyOf(line) ?? 'line')
      const key = `${source}\u0000${line.transactionId}\u0000${identity}`
      const count = (seen.get(key) ?? 0) + 1
      seen.set(key, count)
      lineKey = count === 1 ? identity : `${identity}#${count}`
    }
    const refund = line.isRefund === true || line.quantity < 0
    return {
      source,
      transactionId: line.transactionId,
      lineKey: lineKey.slice(0, 300),
      recipeId: line.recipeId ?? null,
      posItemId: line.posItemId ?? null,
      posItemName: line.posItemName ?? null,
      posVariation: line.posVariation || null,
      quantity: refund ? -Math.abs(line.quantity) : line.quantity,
      amount: refund ? -Math.abs(line.amount) : Math.abs(line.amount),
      saleDate: line.saleDate,
      integrationId: defaults.integrationId ?? null,
    }
  })
}

/** A 422 naming each line whose recipeId does not exist. */
export async function assertRecipesExist(inputs: SaleLineInput[], single: boolean) {
  const ids = inputs.flatMap((input) => (input.recipeId ? [input.recipeId] : []))
  const names = await recipeNames(ids)
  const problems = inputs.flatMap((input, index) =>
    input.recipeId && !names.has(input.recipeId)
      ? [
          {
            field: single ? 'recipeId' : `lines.${index}.recipeId`,
            message: 'Recipe not found',
            rule: 'exists',
          },
        ]
      : []
  )
  if (problems.length > 0) throw new vineErrors.E_VALIDATION_ERROR(problems)
}

/**
 * Records lines in one transaction (retried on a deadlock). With a summary,
 * an activity entry names what was recorded (a file import, say).
 */
export async function ingestSales(
  inputs: SaleLineInput[],
  userId: string | null,
  summary?: (result: IngestResultJson) => string
): Promise<IngestResultJson> {
  return StockLedger.transaction(async (trx) => {
    const result = await recordSales(trx, inputs, userId)
    if (summary && result.created > 0) {
      await recordActivity(
        { userId, action: 'import', entityType: 'pos_data', summary: summary(result) },
        trx
      )
    }
    return result
  })
}
