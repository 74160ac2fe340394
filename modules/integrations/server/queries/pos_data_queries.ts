import db from '@adonisjs/lucid/services/db'
import { recipeNames } from '#modules/recipes/server/index'
import type { PosDataJson } from '#modules/integrations/shared/sale_json'
import { POS_DATA_TABLE } from '#modules/integrations/server/tables'
import { toBoolean, toIso, toQuantity } from '#app/database/driver_values'
import { toMoney } from '#shared/money'

export interface PosDataFilters {
  startDate?: Date
  endDate?: Date
  limit?: number
  offset?: number
  unmapped?: boolean
}

export const DEFAULT_LIST_LIMIT = 100

/** GET /api/pos-data: newest first, with the recipe's name. */
export async function listPosData(filters: PosDataFilters): Promise<PosDataJson[]> {
  const query = db
    .from(POS_DATA_TABLE)
    .orderBy('sale_date', 'desc')
    .orderBy('id', 'desc')
    .limit(filters.limit ?? DEFAULT_LIST_LIMIT)
    .offset(filters.offset ?? 0)
    .select(
      'id',
      'source',
      'transaction_id',
      'line_key',
      'recipe_id',
      'product_id',
      'quantity',
      'amount',
      'sale_date',
      'pos_item_id',
      'pos_item_name',
      'pos_variation',
      'integration_id',
      'is_refund',
      'processed_at'
    )
  if (filters.startDate) query.where('sale_date', '>=', filters.startDate)
  if (filters.endDate) query.where('sale_date', '<=', filters.endDate)
  if (filters.unmapped === true) query.whereNull('processed_at')
  if (filters.unmapped === false) query.whereNotNull('processed_at')
  const rows = await query
  const names = await recipeNames(
    rows.flatMap((row) => (row.recipe_id ? [Number(row.recipe_id)] : []))
  )
  return rows.map((row) => {
    const name = row.recipe_id ? names.get(Number(row.recipe_id)) : undefined
    return {
      id: Number(row.id),
      transactionId: row.transaction_id,
      lineKey: row.line_key,
      recipeId: row.recipe_id === null ? null : Number(row.recipe_id),
      productId: row.product_id === null ? null : Number(row.product_id),
      recipe: name === undefined ? null : { name },
      quantity: toQuantity(row.quantity),
      amount: toMoney(row.amount),
      saleDate: toIso(row.sale_date),
      source: row.source,
      posItemId: row.pos_item_id,
      posItemName: row.pos_item_name,
      posVariation: row.pos_variation,
      integrationId: row.integration_id === null ? null : Number(row.integration_id),
      isRefund: toBoolean(row.is_refund),
      unmapped: row.processed_at === null,
    }
  })
}
