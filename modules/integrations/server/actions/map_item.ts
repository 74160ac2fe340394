import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { productExists, StockLedger } from '#modules/inventory/server/index'
import { recipeNames } from '#modules/recipes/server/index'
import { MAPPINGS_TABLE, POS_DATA_TABLE } from '#modules/integrations/server/tables'
import {
  addToRollup,
  depleteStock,
  type MappedLine,
} from '#modules/integrations/server/services/sales_ledger'
import { toCents } from '#shared/money'
import { toQuantity } from '#app/database/driver_values'

export interface MappingTarget {
  itemKey: string
  recipeId?: number | null
  productId?: number | null
  pourOz?: number | null
}

/* Queued lines are processed in chunks so one mapping of a busy item stays bounded per statement. */
const CHUNK = 500

async function processQueue(trx: TransactionClientContract, target: MappingTarget, userId: string) {
  let processed = 0
  for (;;) {
    const rows = await trx
      .from(POS_DATA_TABLE)
      .whereNull('processed_at')
      .where('item_key', target.itemKey)
      .orderBy('id', 'asc')
      .limit(CHUNK)
      .select('id', 'transaction_id', 'quantity', 'amount', 'business_day')
    if (rows.length === 0) return processed
    const ids = rows.map((row) => Number(row.id))
    await trx
      .from(POS_DATA_TABLE)
      .whereIn('id', ids)
      .update({
        recipe_id: target.recipeId ?? null,
        product_id: target.recipeId ? null : (target.productId ?? null),
        processed_at: new Date(),
      })
    const lines: MappedLine[] = rows.map((row) => ({
      id: Number(row.id),
      transactionId: row.transaction_id,
      recipeId: target.recipeId ?? null,
      productId: target.recipeId ? null : (target.productId ?? null),
      pourOz: target.pourOz ?? null,
      quantity: toQuantity(row.quantity),
    }))
    await depleteStock(trx, lines, userId)
    if (target.recipeId) {
      /* The lines were in the rollup without a recipe (0); they move to theirs. */
      await addToRollup(
        trx,
        rows.flatMap((row) => [
          {
            day: row.business_day,
            recipeId: 0,
            quantity: -toQuantity(row.quantity),
            cents: -toCents(row.amount),
            lines: -1,
          },
          {
            day: row.business_day,
            recipeId: target.recipeId!,
            quantity: toQuantity(row.quantity),
            cents: toCents(row.amount),
            lines: 1,
          },
        ])
      )
    }
    processed += rows.length
  }
}

/**
 * Maps a POS item to a recipe, or to a product poured straight, and
 * processes its queued lines then and there (depletion and rollup), all in
 * one transaction. Returns how many queued lines were processed.
 */
export async function mapItem(target: MappingTarget, userId: string) {
  const problems: Array<{ field: string; message: string; rule: string }> = []
  if (target.recipeId) {
    const names = await recipeNames([target.recipeId])
    if (!names.has(target.recipeId)) {
      problems.push({ field: 'recipeId', message: 'Recipe not found', rule: 'exists' })
    }
  } else if (target.productId) {
    if (!(await productExists(target.productId))) {
      problems.push({ field: 'productId', message: 'Product not found', rule: 'exists' })
    }
    if (!target.pourOz) {
      problems.push({
        field: 'pourOz',
        message: 'Ounces per serving are required',
        rule: 'required',
      })
    }
  } else {
    problems.push({ field: 'recipeId', message: 'Choose a recipe or a product', rule: 'required' })
  }
  if (problems.length > 0) throw new vineErrors.E_VALIDATION_ERROR(problems)

  return StockLedger.transaction(async (trx) => {
    const now = new Date()
    const values = {
      recipe_id: target.recipeId ?? null,
      product_id: target.recipeId ? null : (target.productId ?? null),
      pour_oz: target.recipeId ? null : (target.pourOz ?? null),
      updated_at: now,
    }
    const existing = await trx
      .from(MAPPINGS_TABLE)
      .where('item_key', target.itemKey)
      .forUpdate()
      .select('id', 'pos_item_name', 'pos_variation')
      .first()
    let sample: { pos_item_name: string | null; pos_variation: string | null } | undefined
    if (existing) {
      sample = existing.pos_item_name ? existing : await itemSample(trx, target.itemKey)
      await trx.from(MAPPINGS_TABLE).where('id', existing.id).update(values)
    } else {
      sample = await itemSample(trx, target.itemKey)
      await trx
        .insertQuery()
        .table(MAPPINGS_TABLE)
        .insert({
          ...values,
          item_key: target.itemKey,
          pos_item_name: sample?.pos_item_name ?? null,
          pos_variation: sample?.pos_variation ?? null,
          created_at: now,
        })
    }
    const processed = await processQueue(trx, target, userId)
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'pos_item',
        entityId: null,
        summary: `Mapped POS item ${sample?.pos_item_name ?? target.itemKey} (${processed} queued sales)`,
      },
      trx
    )
    return { processed }
  })
}

/**
 * The POS item's name as its newest sale gave it: a queued sale, which the
 * (processed_at, item_key) index finds at once; only an item with no sale
 * waiting reads further (no index starts with item_key, so that scans the sales).
 */
async function itemSample(trx: TransactionClientContract, itemKey: string) {
  const named = (queued: boolean) => {
    const query = trx.from(POS_DATA_TABLE).where('item_key', itemKey)
    if (queued) query.whereNull('processed_at')
    return query.orderBy('id', 'desc').select('pos_item_name', 'pos_variation').first()
  }
  return (await named(true)) ?? (await named(false))
}
