import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { isUniqueViolation } from '#app/database/database_errors'
import { productsByIds } from '#modules/inventory/server/index'
import type { CountLineJson } from '#modules/counts/shared/count_json'
import { lineQuantity, partialFromGrams } from '#modules/counts/shared/count_rules'
import { lockOpenSession } from '#modules/counts/server/actions/session_actions'
import { sessionLines } from '#modules/counts/server/queries/session_queries'
import { COUNT_LINES_TABLE, COUNT_SESSION_AREAS_TABLE } from '#modules/counts/server/tables'

export interface LineInput {
  clientId: string
  productId: number
  areaId?: number | null
  fullBottles: number
  partial?: number
  grams?: number
  counterNote?: string | null
  deviceTime?: Date | null
}

interface FieldProblem {
  field: string
  message: string
  rule: string
}

/**
 * Stores count lines sent by a phone, once each: a clientId already stored
 * (a retried request, an offline queue flushed twice) is not stored again.
 * `prefix` names the fields in errors ('' for one line, 'lines.N.' for an
 * array). Returns the stored lines in the order sent and how many are new.
 */
export async function recordLines(
  sessionId: number,
  inputs: LineInput[],
  counterId: string,
  prefix: (index: number) => string
): Promise<{ lines: CountLineJson[]; created: number }> {
  const found = await productsByIds(inputs.map((input) => input.productId))
  const products = new Map(found.map((product) => [product.id, product]))
  const problems: FieldProblem[] = []
  const rows = inputs.map((input, index) => {
    const product = products.get(input.productId)
    const field = (name: string) => `${prefix(index)}${name}`
    if (!product || product.archived) {
      problems.push({
        field: field('productId'),
        message: 'The product does not exist',
        rule: 'exists',
      })
    }
    if (input.partial !== undefined && input.grams !== undefined) {
      problems.push({
        field: field('grams'),
        message: 'Send the partial bottle as tenths or as grams, not both',
        rule: 'partialOrGrams',
      })
    }
    let partial = input.partial ?? 0
    if (input.grams !== undefined && product) {
      const fraction = partialFromGrams(input.grams, product)
      if (fraction === null) {
        problems.push({
          field: field('grams'),
          message: `${product.name} has no full and empty bottle weights to weigh with`,
          rule: 'weights',
        })
      } else {
        partial = fraction
      }
    }
    return {
      client_id: input.clientId,
      session_id: sessionId,
      area_id: input.areaId ?? null,
      product_id: input.productId,
      full_bottles: input.fullBottles,
      partial,
      grams: input.grams ?? null,
      method: input.grams === undefined ? 'tenths' : 'weight',
      quantity: lineQuantity(input.fullBottles, partial),
      counter_id: counterId,
      counter_note: input.counterNote ?? null,
      device_time: input.deviceTime ?? null,
    }
  })
  if (problems.length > 0) throw new vineErrors.E_VALIDATION_ERROR(problems)

  const store = () =>
    db.transaction(async (trx) => {
      await lockOpenSession(trx, sessionId)
      const sessionAreas = await trx
        .from(COUNT_SESSION_AREAS_TABLE)
        .where('session_id', sessionId)
        .select('area_id')
      const areaIds = new Set(sessionAreas.map((row) => Number(row.area_id)))
      const outside = rows.findIndex((row) => row.area_id !== null && !areaIds.has(row.area_id))
      if (outside !== -1) {
        throw new vineErrors.E_VALIDATION_ERROR([
          {
            field: `${prefix(outside)}areaId`,
            message: 'The storage area is not part of this count session',
            rule: 'exists',
          },
        ])
      }

      const clientIds = [...new Set(rows.map((row) => row.client_id))]
      const seen = await trx
        .from(COUNT_LINES_TABLE)
        .whereIn('client_id', clientIds)
        .select('client_id', 'session_id', 'product_id')
      if (seen.some((row) => Number(row.session_id) !== sessionId)) {
        throw new ConflictException('A clientId of these lines belongs to another count session')
      }
      const stored = new Set(seen.map((row) => row.client_id as string))
      const now = new Date()
      const fresh = []
      for (const row of rows) {
        if (stored.has(row.client_id)) continue
        stored.add(row.client_id)
        fresh.push({ ...row, created_at: now })
      }
      for (let start = 0; start < fresh.length; start += 200) {
        await trx
          .insertQuery()
          .table(COUNT_LINES_TABLE)
          .multiInsert(fresh.slice(start, start + 200))
      }
      /*
       * Only the lines of the products concerned (a resent clientId answers with
       * the line stored first, whatever product it names now): reading the
       * whole session on every request made a long count quadratic.
       */
      const productIds = new Set(rows.map((row) => row.product_id))
      for (const row of seen) productIds.add(Number(row.product_id))
      const lines = await sessionLines(sessionId, trx, [...productIds])
      const byClientId = new Map(lines.map((line) => [line.clientId, line]))
      return {
        lines: clientIds.map((clientId) => byClientId.get(clientId)!),
        created: fresh.length,
      }
    })

  try {
    return await store()
  } catch (error) {
    /* The same line sent twice at once: the loser finds it stored on the second try. */
    if (!isUniqueViolation(error)) throw error
    return store()
  }
}
