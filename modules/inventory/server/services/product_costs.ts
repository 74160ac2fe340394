import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { PRODUCT_COST_HISTORY_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import { toIso } from '#app/database/driver_values'
import { toMoneyOrNull } from '#shared/money'

export interface CostUpdate {
  productId: number
  /** The new cost per bottle; undefined leaves it as it is (an unknown cost stays unknown). */
  unitCost?: number | string
  /** The new cost per case; undefined leaves it as it is. */
  caseCost?: number | string | null
}

export interface CostSource {
  sourceType: string
  sourceId?: string | number | null
  userId?: string | null
}

/** One product's cost change, money as 2-decimal strings (null = not set). */
export interface CostChange {
  productId: number
  productName: string
  oldUnitCost: string | null
  newUnitCost: string | null
  oldCaseCost: string | null
  newCaseCost: string | null
}

export interface CostHistoryEntry extends Omit<CostChange, 'productName'> {
  sourceType: string
  sourceId: string | null
  userId: string | null
  changedAt: string
}

const sameMoney = (a: string | null, b: string | null) => a === b

/**
 * Sets products' unit and case costs and records every actual change in
 * the cost history, in the caller's transaction. Entries whose costs equal
 * the current ones change nothing. Returns the changes made.
 */
export async function updateProductCosts(
  trx: TransactionClientContract,
  updates: CostUpdate[],
  source: CostSource
): Promise<CostChange[]> {
  if (updates.length === 0) return []
  const ids = [...new Set(updates.map((update) => update.productId))].sort((a, b) => a - b)
  const rows = await trx
    .from(PRODUCTS_TABLE)
    .whereIn('id', ids)
    .select('id', 'name', 'unit_cost', 'case_cost')
  const current = new Map(
    rows.map((row) => [
      Number(row.id),
      {
        name: String(row.name),
        unit: toMoneyOrNull(row.unit_cost),
        case: toMoneyOrNull(row.case_cost),
      },
    ])
  )

  const changes: CostChange[] = []
  const now = new Date()
  for (const update of updates) {
    const before = current.get(update.productId)
    if (!before) continue
    let unit = update.unitCost === undefined ? before.unit : toMoneyOrNull(update.unitCost)
    /* A receipt line left at $0.00 says nothing about a cost nobody knew yet. */
    if (before.unit === null && unit === '0.00') unit = null
    const kase = update.caseCost === undefined ? before.case : toMoneyOrNull(update.caseCost)
    if (sameMoney(unit, before.unit) && sameMoney(kase, before.case)) continue
    changes.push({
      productId: update.productId,
      productName: before.name,
      oldUnitCost: before.unit,
      newUnitCost: unit,
      oldCaseCost: before.case,
      newCaseCost: kase,
    })
    current.set(update.productId, { name: before.name, unit, case: kase })
  }
  await writeCosts(trx, changes, current, now)
  if (changes.length > 0) {
    await trx
      .insertQuery()
      .table(PRODUCT_COST_HISTORY_TABLE)
      .multiInsert(
        changes.map((change) => ({
          product_id: change.productId,
          old_unit_cost: change.oldUnitCost,
          new_unit_cost: change.newUnitCost,
          old_case_cost: change.oldCaseCost,
          new_case_cost: change.newCaseCost,
          source_type: source.sourceType,
          source_id:
            source.sourceId === undefined || source.sourceId === null
              ? null
              : String(source.sourceId),
          user_id: source.userId ?? null,
          changed_at: now,
        }))
      )
  }
  return changes
}

/* Keeps each statement's bindings well under SQLite's and MySQL's limits. */
const PRODUCTS_PER_UPDATE = 200

/**
 * The changed products' final costs, one UPDATE per 200 products
 * (`CASE id WHEN … THEN …`), not one per product: a receipt that reprices
 * 50 lines is one statement.
 */
async function writeCosts(
  trx: TransactionClientContract,
  changes: CostChange[],
  current: Map<number, { unit: string | null; case: string | null }>,
  now: Date
) {
  const ids = [...new Set(changes.map((change) => change.productId))].sort((a, b) => a - b)
  for (let start = 0; start < ids.length; start += PRODUCTS_PER_UPDATE) {
    const batch = ids.slice(start, start + PRODUCTS_PER_UPDATE)
    const cases = batch.map(() => 'WHEN ? THEN ?').join(' ')
    await trx.rawQuery(
      `UPDATE ${PRODUCTS_TABLE}
          SET unit_cost = CASE id ${cases} END,
              case_cost = CASE id ${cases} END,
              updated_at = ?
        WHERE id IN (${batch.map(() => '?').join(', ')})`,
      [
        ...batch.flatMap((id) => [id, current.get(id)!.unit]),
        ...batch.flatMap((id) => [id, current.get(id)!.case]),
        now,
        ...batch,
      ] as RawQueryBindings
    )
  }
}

/** A product's cost history, newest first. */
export async function productCostHistory(
  productId: number,
  client: QueryClientContract
): Promise<CostHistoryEntry[]> {
  const rows = await client
    .from(PRODUCT_COST_HISTORY_TABLE)
    .where('product_id', productId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .select('*')
  return rows.map((row) => ({
    productId: Number(row.product_id),
    oldUnitCost: toMoneyOrNull(row.old_unit_cost),
    newUnitCost: toMoneyOrNull(row.new_unit_cost),
    oldCaseCost: toMoneyOrNull(row.old_case_cost),
    newCaseCost: toMoneyOrNull(row.new_case_cost),
    sourceType: String(row.source_type),
    sourceId: row.source_id === null ? null : String(row.source_id),
    userId: row.user_id ?? null,
    changedAt: toIso(row.changed_at),
  }))
}

/** The cost changes one source (a receipt, say) made, oldest first, with product names. */
export async function costChangesBySource(
  sourceType: string,
  sourceId: string | number,
  client: QueryClientContract
): Promise<CostChange[]> {
  const rows = await client
    .from(PRODUCT_COST_HISTORY_TABLE)
    .join(PRODUCTS_TABLE, `${PRODUCTS_TABLE}.id`, `${PRODUCT_COST_HISTORY_TABLE}.product_id`)
    .where(`${PRODUCT_COST_HISTORY_TABLE}.source_type`, sourceType)
    .where(`${PRODUCT_COST_HISTORY_TABLE}.source_id`, String(sourceId))
    .orderBy(`${PRODUCT_COST_HISTORY_TABLE}.id`, 'asc')
    .select(`${PRODUCT_COST_HISTORY_TABLE}.*`, `${PRODUCTS_TABLE}.name as product_name`)
  return rows.map((row) => ({
    productId: Number(row.product_id),
    productName: String(row.product_name),
    oldUnitCost: toMoneyOrNull(row.old_unit_cost),
    newUnitCost: toMoneyOrNull(row.new_unit_cost),
    oldCaseCost: toMoneyOrNull(row.old_case_cost),
    newCaseCost: toMoneyOrNull(row.new_case_cost),
  }))
}
