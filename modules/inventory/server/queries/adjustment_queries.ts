import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import { toIso, toQuantity } from '#app/database/driver_values'
import type { AdjustmentType } from '#modules/inventory/shared/product_rules'
import type { AdjustmentJson } from '#modules/inventory/shared/product_json'

export interface AdjustmentFilters {
  productId?: number
  startDate?: Date
  endDate?: Date
  limit?: number
}

function adjustments(client?: QueryClientContract) {
  return (client ?? db)
    .from(ADJUSTMENTS_TABLE)
    .join(PRODUCTS_TABLE, 'products.id', 'inventory_adjustments.product_id')
    .leftJoin('users', 'users.id', 'inventory_adjustments.user_id')
    .select(
      'inventory_adjustments.id',
      'inventory_adjustments.product_id',
      'products.name as product_name',
      'inventory_adjustments.adjustment_type',
      'inventory_adjustments.quantity_change',
      'inventory_adjustments.resulting_stock',
      'inventory_adjustments.reason',
      'inventory_adjustments.source_type',
      'inventory_adjustments.source_id',
      'users.username',
      'inventory_adjustments.adjustment_date'
    )
}

function toAdjustmentJson(row: Record<string, any>): AdjustmentJson {
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    product: row.product_name as string,
    adjustmentType: row.adjustment_type as AdjustmentType,
    quantityChange: toQuantity(row.quantity_change),
    resultingStock: toQuantity(row.resulting_stock),
    reason: (row.reason as string | null) ?? null,
    sourceType: (row.source_type as string | null) ?? null,
    sourceId: (row.source_id as string | null) ?? null,
    username: (row.username as string | null) ?? null,
    adjustmentDate: toIso(row.adjustment_date),
  }
}

/** Newest first; the date range is inclusive at both ends. */
export async function listAdjustments(filters: AdjustmentFilters): Promise<AdjustmentJson[]> {
  const query = adjustments()
  if (filters.productId !== undefined) {
    query.where('inventory_adjustments.product_id', filters.productId)
  }
  if (filters.startDate)
    query.where('inventory_adjustments.adjustment_date', '>=', filters.startDate)
  if (filters.endDate) query.where('inventory_adjustments.adjustment_date', '<=', filters.endDate)
  const rows = await query
    .orderBy('inventory_adjustments.adjustment_date', 'desc')
    .orderBy('inventory_adjustments.id', 'desc')
    .limit(filters.limit ?? 200)
  return rows.map(toAdjustmentJson)
}

/** The product's newest ledger row, read inside the transaction that wrote it. */
export async function latestAdjustment(productId: number, client: QueryClientContract) {
  const row = await adjustments(client)
    .where('inventory_adjustments.product_id', productId)
    .orderBy('inventory_adjustments.id', 'desc')
    .first()
  return toAdjustmentJson(row)
}
