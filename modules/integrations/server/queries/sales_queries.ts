import db from '@adonisjs/lucid/services/db'
import {
  addDays,
  businessDayOf,
  businessDaySettings,
  businessDayStart,
} from '#app/settings/business_day'
import { recipeNames } from '#modules/recipes/server/index'
import type { SaleLineRead } from '#modules/integrations/shared/sale_json'
import { POS_DATA_TABLE, SALES_DAILY_TABLE } from '#modules/integrations/server/tables'
import { toCents, toMoney } from '#shared/money'
import { toIso, toQuantity } from '#app/database/driver_values'
import { keysetPages, olderThan } from '#app/database/keyset_pages'

/** Inclusive timestamps, UTC. */
export interface SalesRange {
  start: Date
  end: Date
}

/** A stretch of one business day that is not whole, read from pos_data. */
interface PartialDay {
  day: string
  start: Date
  /** Inclusive. */
  end: Date
}

/**
 * Splits a range into whole business days (read from the daily rollup) and
 * at most two partial days at its edges (read from pos_data through the
 * covering index), so a year of sales costs a few hundred rollup rows.
 */
export function splitRange(range: SalesRange) {
  const settings = businessDaySettings()
  const firstDay = businessDayOf(range.start, settings)
  const lastDay = businessDayOf(range.end, settings)
  const partial: PartialDay[] = []
  if (range.end < range.start) return { wholeFrom: null, wholeTo: null, partial }
  if (firstDay === lastDay) {
    partial.push({ day: firstDay, start: range.start, end: range.end })
    return { wholeFrom: null, wholeTo: null, partial }
  }
  let wholeFrom = firstDay
  if (range.start.getTime() !== businessDayStart(firstDay, settings).getTime()) {
    const next = addDays(firstDay, 1)
    partial.push({
      day: firstDay,
      start: range.start,
      end: new Date(businessDayStart(next, settings).getTime() - 1),
    })
    wholeFrom = next
  }
  let wholeTo = lastDay
  const afterLast = businessDayStart(addDays(lastDay, 1), settings).getTime()
  if (range.end.getTime() < afterLast - 1) {
    partial.push({ day: lastDay, start: businessDayStart(lastDay, settings), end: range.end })
    wholeTo = addDays(lastDay, -1)
  }
  return wholeFrom <= wholeTo
    ? { wholeFrom, wholeTo, partial }
    : { wholeFrom: null, wholeTo: null, partial }
}

interface DayRecipeSum {
  day: string
  recipeId: number
  quantity: number
  cents: number
  lines: number
}

type Grouping = 'none' | 'day' | 'recipe'

/**
 * Sums over the range, aggregated in SQL: whole days from the rollup,
 * edge days from pos_data's covering index. Grouped by business day or by
 * recipe (then lines without a recipe are left out), or not at all.
 */
async function sums(range: SalesRange, by: Grouping): Promise<DayRecipeSum[]> {
  const { wholeFrom, wholeTo, partial } = splitRange(range)
  const found: DayRecipeSum[] = []
  const toSum = (row: Record<string, any>, day: string): DayRecipeSum => ({
    day: by === 'day' && row.day !== undefined ? String(row.day) : day,
    recipeId: by === 'recipe' ? Number(row.recipe_id) : 0,
    quantity: Number(row.quantity ?? 0),
    cents: toCents(row.revenue),
    lines: Number(row.line_count ?? 0),
  })
  const reads: Promise<void>[] = []
  if (wholeFrom && wholeTo) {
    const query = db
      .from(SALES_DAILY_TABLE)
      .whereBetween('day', [wholeFrom, wholeTo])
      .sum('quantity as quantity')
      .sum('revenue as revenue')
      .sum('line_count as line_count')
    if (by === 'day') query.select('day').groupBy('day')
    if (by === 'recipe') query.select('recipe_id').where('recipe_id', '>', 0).groupBy('recipe_id')
    reads.push(
      query.then((rows) => {
        for (const row of rows) if (row.line_count !== null) found.push(toSum(row, ''))
      })
    )
  }
  for (const edge of partial) {
    const query = db
      .from(POS_DATA_TABLE)
      .whereBetween('sale_date', [edge.start, edge.end])
      .sum('quantity as quantity')
      .sum('amount as revenue')
      .count('* as line_count')
    if (by === 'recipe') query.select('recipe_id').whereNotNull('recipe_id').groupBy('recipe_id')
    reads.push(
      query.then((rows) => {
        for (const row of rows) if (Number(row.line_count) > 0) found.push(toSum(row, edge.day))
      })
    )
  }
  await Promise.all(reads)
  return found
}

const SALE_LINE_COLUMNS = [
  'id',
  'transaction_id',
  'recipe_id',
  'quantity',
  'amount',
  'sale_date',
  'source',
] as const

/** Sold lines in the range, newest first, with the recipe's name. */
export async function listSales(
  range: SalesRange,
  page: { limit: number; offset: number }
): Promise<SaleLineRead[]> {
  const rows = await db
    .from(POS_DATA_TABLE)
    .whereBetween('sale_date', [range.start, range.end])
    .orderBy('sale_date', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(0, Math.floor(page.limit)))
    .offset(Math.max(0, Math.floor(page.offset)))
    .select(...SALE_LINE_COLUMNS)
  return saleLines(rows)
}

/**
 * Every sold line in the range, newest first, a page at a time: keyset on
 * (sale_date, id), so a late page costs what the first does, where an
 * OFFSET would step over every earlier line again (an export's 200th page).
 */
export async function* salePagesNewestFirst(
  range: SalesRange,
  pageSize: number
): AsyncGenerator<SaleLineRead[]> {
  const pages = keysetPages(
    pageSize,
    (after: { saleDate: unknown; id: number } | null) => {
      const query = db.from(POS_DATA_TABLE).whereBetween('sale_date', [range.start, range.end])
      if (after) query.where(olderThan('sale_date', 'id', after.saleDate, after.id))
      return query
        .orderBy('sale_date', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .select(...SALE_LINE_COLUMNS)
    },
    (last) => ({ saleDate: last.sale_date, id: Number(last.id) })
  )
  for await (const rows of pages) yield await saleLines(rows)
}

async function saleLines(rows: Record<string, any>[]): Promise<SaleLineRead[]> {
  const names = await recipeNames(
    rows.flatMap((row) => (row.recipe_id ? [Number(row.recipe_id)] : []))
  )
  return rows.map((row) => {
    const name = row.recipe_id ? names.get(Number(row.recipe_id)) : undefined
    return {
      id: Number(row.id),
      transactionId: row.transaction_id,
      recipe: name === undefined ? null : { name },
      quantity: toQuantity(row.quantity),
      amount: toMoney(row.amount),
      saleDate: toIso(row.sale_date),
      source: row.source,
    }
  })
}

/** Totals over the whole range; refunds count negative. */
export async function salesTotals(range: SalesRange) {
  let cents = 0
  let quantity = 0
  let lineCount = 0
  for (const sum of await sums(range, 'none')) {
    cents += sum.cents
    quantity += sum.quantity
    lineCount += sum.lines
  }
  return {
    totalSales: (cents / 100).toFixed(2),
    totalItems: toQuantity(quantity),
    lineCount,
  }
}

/** Quantity and revenue per business day, oldest first; days without sales are absent. */
export async function salesByDay(range: SalesRange) {
  const days = new Map<string, { quantity: number; cents: number }>()
  for (const sum of await sums(range, 'day')) {
    const day = days.get(sum.day) ?? { quantity: 0, cents: 0 }
    day.quantity += sum.quantity
    day.cents += sum.cents
    days.set(sum.day, day)
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, sum]) => ({
      day,
      quantity: toQuantity(sum.quantity),
      revenue: (sum.cents / 100).toFixed(2),
    }))
}

/** Best-selling recipes by quantity, then revenue, then name. */
export async function topRecipes(range: SalesRange, limit: number) {
  const recipes = new Map<number, { quantity: number; cents: number }>()
  for (const sum of await sums(range, 'recipe')) {
    const recipe = recipes.get(sum.recipeId) ?? { quantity: 0, cents: 0 }
    recipe.quantity += sum.quantity
    recipe.cents += sum.cents
    recipes.set(sum.recipeId, recipe)
  }
  const names = await recipeNames(recipes.keys())
  return [...recipes.entries()]
    .map(([recipeId, sum]) => ({
      recipeId,
      name: names.get(recipeId) ?? `Deleted recipe #${recipeId}`,
      quantity: toQuantity(sum.quantity),
      cents: sum.cents,
    }))
    .sort((a, b) => b.quantity - a.quantity || b.cents - a.cents || a.name.localeCompare(b.name))
    .slice(0, Math.max(0, Math.floor(limit)))
    .map(({ cents, ...recipe }) => ({ ...recipe, revenue: (cents / 100).toFixed(2) }))
}
