import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { activeProductsWhere, productsByIds } from '#modules/inventory/server/index'
import type {
  CountLineJson,
  CountReviewJson,
  CountSessionDetailJson,
  CountSessionJson,
  CountSessionStatus,
  ReviewProductJson,
} from '#modules/counts/shared/count_json'
import {
  effectiveLineIds,
  isBigDifference,
  type CountMethod,
} from '#modules/counts/shared/count_rules'
import { shelvesOf } from '#modules/counts/server/queries/area_queries'
import {
  COUNT_AREAS_TABLE,
  COUNT_AREA_PRODUCTS_TABLE,
  COUNT_LINES_TABLE,
  COUNT_RECOUNT_REQUESTS_TABLE,
  COUNT_RESULTS_TABLE,
  COUNT_SESSIONS_TABLE,
  COUNT_SESSION_AREAS_TABLE,
} from '#modules/counts/server/tables'
import { toIso, toIsoOrNull, toNumberOrNull, toQuantity } from '#app/database/driver_values'

const SESSION_COLUMNS = [
  `${COUNT_SESSIONS_TABLE}.id`,
  `${COUNT_SESSIONS_TABLE}.name`,
  `${COUNT_SESSIONS_TABLE}.status`,
  `${COUNT_SESSIONS_TABLE}.all_areas`,
  `${COUNT_SESSIONS_TABLE}.opened_at`,
  `${COUNT_SESSIONS_TABLE}.finalized_at`,
  'opener.username as opened_by_name',
  'finalizer.username as finalized_by_name',
]

function sessionQuery(client: QueryClientContract) {
  return client
    .from(COUNT_SESSIONS_TABLE)
    .leftJoin('users as opener', 'opener.id', `${COUNT_SESSIONS_TABLE}.opened_by`)
    .leftJoin('users as finalizer', 'finalizer.id', `${COUNT_SESSIONS_TABLE}.finalized_by`)
    .select(...SESSION_COLUMNS)
}

async function toSessions(
  rows: Record<string, any>[],
  client: QueryClientContract
): Promise<CountSessionJson[]> {
  const ids = rows.map((row) => Number(row.id))
  if (ids.length === 0) return []
  const [areaRows, lineCounts] = await Promise.all([
    client
      .from(COUNT_SESSION_AREAS_TABLE)
      .join(COUNT_AREAS_TABLE, `${COUNT_AREAS_TABLE}.id`, `${COUNT_SESSION_AREAS_TABLE}.area_id`)
      .whereIn('session_id', ids)
      .select('session_id', `${COUNT_AREAS_TABLE}.id`, `${COUNT_AREAS_TABLE}.name`)
      .orderBy(`${COUNT_AREAS_TABLE}.position`, 'asc'),
    client
      .from(COUNT_LINES_TABLE)
      .whereIn('session_id', ids)
      .select('session_id')
      .count('* as total')
      .groupBy('session_id'),
  ])
  const areasBySession = new Map<number, Array<{ id: number; name: string }>>()
  for (const row of areaRows) {
    const list = areasBySession.get(Number(row.session_id)) ?? []
    list.push({ id: Number(row.id), name: row.name as string })
    areasBySession.set(Number(row.session_id), list)
  }
  const lines = new Map(lineCounts.map((row) => [Number(row.session_id), Number(row.total)]))
  return rows.map((row) => {
    const id = Number(row.id)
    return {
      id,
      name: row.name as string,
      status: row.status as CountSessionStatus,
      allAreas: Boolean(row.all_areas),
      areas: areasBySession.get(id) ?? [],
      openedBy: (row.opened_by_name as string | null) ?? null,
      openedAt: toIso(row.opened_at),
      finalizedBy: (row.finalized_by_name as string | null) ?? null,
      finalizedAt: toIsoOrNull(row.finalized_at),
      lineCount: lines.get(id) ?? 0,
    }
  })
}

export async function listSessions(): Promise<CountSessionJson[]> {
  const rows = await sessionQuery(db.connection())
    .orderBy(`${COUNT_SESSIONS_TABLE}.opened_at`, 'desc')
    .orderBy(`${COUNT_SESSIONS_TABLE}.id`, 'desc')
    .limit(200)
  return toSessions(rows, db.connection())
}

export async function findSession(
  id: number,
  client: QueryClientContract = db.connection()
): Promise<CountSessionJson | null> {
  const row = await sessionQuery(client).where(`${COUNT_SESSIONS_TABLE}.id`, id).first()
  if (!row) return null
  const [session] = await toSessions([row], client)
  return session
}

/**
 * Every line of a session (append-only history), oldest first, with
 * `effective` worked out; with `productIds`, only those products' lines
 * (all a line's `effective` depends on).
 */
export async function sessionLines(
  sessionId: number,
  client: QueryClientContract = db.connection(),
  productIds?: number[]
): Promise<CountLineJson[]> {
  const query = client
    .from(COUNT_LINES_TABLE)
    .leftJoin('users', 'users.id', `${COUNT_LINES_TABLE}.counter_id`)
    .leftJoin(
      COUNT_RECOUNT_REQUESTS_TABLE,
      `${COUNT_RECOUNT_REQUESTS_TABLE}.line_id`,
      `${COUNT_LINES_TABLE}.id`
    )
    .where(`${COUNT_LINES_TABLE}.session_id`, sessionId)
    .select(
      `${COUNT_LINES_TABLE}.*`,
      'users.username',
      `${COUNT_RECOUNT_REQUESTS_TABLE}.id as recount_id`
    )
    .orderBy(`${COUNT_LINES_TABLE}.id`, 'asc')
  if (productIds) query.whereIn(`${COUNT_LINES_TABLE}.product_id`, productIds)
  const rows = await query
  const lines = rows.map((row) => toLineJson(row))
  const effective = effectiveLineIds(lines)
  for (const line of lines) line.effective = effective.has(line.id)
  return lines
}

export function toLineJson(row: Record<string, any>): CountLineJson {
  return {
    id: Number(row.id),
    clientId: row.client_id as string,
    sessionId: Number(row.session_id),
    areaId: toNumberOrNull(row.area_id),
    productId: Number(row.product_id),
    fullBottles: Number(row.full_bottles),
    partial: toQuantity(row.partial),
    grams: toNumberOrNull(row.grams),
    method: row.method as CountMethod,
    quantity: toQuantity(row.quantity),
    counterId: (row.counter_id as string | null) ?? null,
    counter: (row.username as string | null | undefined) ?? null,
    counterNote: (row.counter_note as string | null) ?? null,
    deviceTime: toIsoOrNull(row.device_time),
    createdAt: toIso(row.created_at),
    effective: true,
    recountRequested: row.recount_id !== null && row.recount_id !== undefined,
  }
}

export async function sessionDetail(id: number): Promise<CountSessionDetailJson | null> {
  const session = await findSession(id)
  if (!session) return null
  const [lines, shelves] = await Promise.all([
    sessionLines(id),
    shelvesOf(session.areas.map((area) => area.id)),
  ])
  const countedByArea = new Map<number, Set<number>>()
  for (const line of lines) {
    if (!line.effective || line.areaId === null) continue
    const set = countedByArea.get(line.areaId) ?? new Set<number>()
    set.add(line.productId)
    countedByArea.set(line.areaId, set)
  }
  return {
    ...session,
    areas: session.areas.map((area) => {
      const shelf = shelves.get(area.id) ?? []
      const counted = countedByArea.get(area.id) ?? new Set<number>()
      return {
        ...area,
        shelf,
        countedProducts: shelf.filter((item) => counted.has(item.productId)).length,
      }
    }),
    lines,
  }
}

/** Counted totals per product from the effective lines (areas sum). */
export function countedTotals(lines: CountLineJson[]) {
  const totals = new Map<number, number>()
  for (const line of lines) {
    if (!line.effective) continue
    totals.set(line.productId, toQuantity((totals.get(line.productId) ?? 0) + line.quantity))
  }
  return totals
}

async function shelfProducts(areaIds: number[], client: QueryClientContract) {
  const rows = await client
    .from(COUNT_AREA_PRODUCTS_TABLE)
    .whereIn('area_id', areaIds)
    .distinct('product_id')
  const products = await productsByIds(
    rows.map((row) => Number(row.product_id)),
    client
  )
  return products.filter((product) => !product.archived)
}

/**
 * Products the session should have counted but nobody did: the shelf lists
 * of its areas, or every active product for an all-areas count.
 */
export async function uncountedProducts(
  session: CountSessionJson,
  counted: Set<number>,
  client: QueryClientContract = db.connection()
) {
  const candidates = session.allAreas
    ? await activeProductsWhere(() => {})
    : await shelfProducts(
        session.areas.map((area) => area.id),
        client
      )
  return candidates
    .filter((product) => !counted.has(product.id))
    .map((product) => ({
      productId: product.id,
      name: product.name,
      category: product.category,
      size: product.size,
      expected: product.currentStock,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.productId - b.productId)
}

export async function sessionReview(id: number): Promise<CountReviewJson | null> {
  const session = await findSession(id)
  if (!session) return null
  const lines = await sessionLines(id)
  const totals = countedTotals(lines)
  const areaRows = await db.from(COUNT_AREAS_TABLE).select('id', 'name', 'position')
  const areaNames = new Map(areaRows.map((row) => [Number(row.id), row.name as string]))
  const areaPositions = new Map(areaRows.map((row) => [Number(row.id), Number(row.position)]))
  /* Lines without an area come last. */
  const walkOrder = (areaId: number | null) =>
    areaId === null ? Number.MAX_SAFE_INTEGER : (areaPositions.get(areaId) ?? 0)
  const finalized = session.status === 'finalized'
  const resultRows = finalized
    ? await db
        .from(COUNT_RESULTS_TABLE)
        .where('session_id', id)
        .select('product_id', 'expected_stock')
    : []
  const results = new Map(
    resultRows.map((row) => [Number(row.product_id), toQuantity(row.expected_stock)])
  )
  const found = await productsByIds(totals.keys())
  const products = new Map(found.map((product) => [product.id, product]))

  /*
   * Areas and recount requests per product in one pass over the lines: a scan
   * of every line per product made a 10k-product review quadratic (~1 s blocked).
   */
  const perProduct = new Map<number, { byArea: Map<number | null, number>; recount: boolean }>()
  for (const line of lines) {
    if (!line.effective) continue
    let entry = perProduct.get(line.productId)
    if (!entry) {
      entry = { byArea: new Map(), recount: false }
      perProduct.set(line.productId, entry)
    }
    entry.byArea.set(line.areaId, toQuantity((entry.byArea.get(line.areaId) ?? 0) + line.quantity))
    entry.recount ||= line.recountRequested
  }

  const reviewed: ReviewProductJson[] = []
  for (const [productId, counted] of totals) {
    const product = products.get(productId)
    if (!product) continue
    const expected = results.get(productId) ?? product.currentStock
    const { byArea, recount: recountRequested } = perProduct.get(productId)!
    reviewed.push({
      productId,
      name: product.name,
      category: product.category,
      size: product.size,
      expected,
      counted,
      difference: toQuantity(counted - expected),
      byArea: [...byArea]
        .sort(([a], [b]) => walkOrder(a) - walkOrder(b))
        .map(([areaId, quantity]) => ({
          areaId,
          area: areaId === null ? null : (areaNames.get(areaId) ?? null),
          quantity,
        })),
      bigDifference: isBigDifference(counted, expected),
      negativeStock: expected < 0,
      recountRequested,
    })
  }
  reviewed.sort((a, b) => a.name.localeCompare(b.name) || a.productId - b.productId)

  const requests = lines.filter((line) => line.recountRequested).map((line) => line.id)
  const requestRows =
    requests.length === 0
      ? []
      : await db
          .from(COUNT_RECOUNT_REQUESTS_TABLE)
          .whereIn('line_id', requests)
          .select('id', 'line_id', 'note', 'created_at')
          .orderBy('id', 'asc')
  const lineById = new Map(lines.map((line) => [line.id, line]))

  return {
    session,
    products: reviewed,
    uncounted: finalized ? [] : await uncountedProducts(session, new Set(totals.keys())),
    recountRequests: requestRows
      /* A request is settled once the counter's recount replaced the line. */
      .filter((row) => lineById.get(Number(row.line_id))?.effective)
      .map((row) => {
        const line = lineById.get(Number(row.line_id))!
        return {
          id: Number(row.id),
          lineId: line.id,
          productId: line.productId,
          areaId: line.areaId,
          counter: line.counter,
          note: (row.note as string | null) ?? null,
          createdAt: toIso(row.created_at),
        }
      }),
  }
}
