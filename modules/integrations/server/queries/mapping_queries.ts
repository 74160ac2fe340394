import db from '@adonisjs/lucid/services/db'
import type { UnmappedItemJson } from '#modules/integrations/shared/sale_json'
import { POS_DATA_TABLE } from '#modules/integrations/server/tables'
import { toMoney } from '#shared/money'
import { toQuantity } from '#app/database/driver_values'

/** The unmapped-items queue: POS items with sales waiting, busiest first. */
export async function unmappedItems(limit = 200): Promise<UnmappedItemJson[]> {
  const rows = await db
    .from(POS_DATA_TABLE)
    .whereNull('processed_at')
    .whereNotNull('item_key')
    .groupBy('item_key')
    .select('item_key')
    .max('pos_item_id as pos_item_id')
    .max('pos_item_name as pos_item_name')
    .max('pos_variation as pos_variation')
    .count('* as line_count')
    .sum('quantity as quantity')
    .sum('amount as amount')
    .orderBy('line_count', 'desc')
    .orderBy('item_key', 'asc')
    .limit(limit)
  return rows.map((row) => ({
    itemKey: row.item_key,
    posItemId: row.pos_item_id ?? null,
    posItemName: row.pos_item_name ?? null,
    posVariation: row.pos_variation ?? null,
    lineCount: Number(row.line_count),
    quantity: toQuantity(row.quantity),
    amount: toMoney(row.amount),
  }))
}
