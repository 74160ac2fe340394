import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ConflictException } from '#app/exceptions/conflict_exception'
import {
  alternativeOrderNumber,
  generateOrderNumber,
} from '#modules/purchasing/shared/order_number'
import { isUniqueViolation } from '#app/database/database_errors'
import { PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/tables'
import { insertReturningId } from '#app/database/insert_returning_id'

/* A generated number can clash again while other orders are created at the same moment. */
const MAX_ATTEMPTS = 10

export function duplicateNumber(orderNumber: string) {
  return new ConflictException(`Order number ${orderNumber} is already in use`)
}

async function insertRow(
  trx: TransactionClientContract,
  columns: Record<string, unknown>
): Promise<number> {
  /* A savepoint, so a refused insert leaves the caller's transaction usable. */
  return trx.transaction(async (savepoint) => {
    return insertReturningId(savepoint, PURCHASE_ORDERS_TABLE, columns)
  })
}

/**
 * Inserts an order header. A number the user entered must be free (409
 * otherwise). Without one, the order gets PO-{year}-{4 digits}; when that is
 * taken — by an older order or one created concurrently — another free
 * suffix of the year is picked, so a clash is never a failed request.
 */
export async function insertOrderHeader(
  trx: TransactionClientContract,
  columns: Record<string, unknown>,
  requestedNumber: string | null,
  now: Date
): Promise<{ id: number; orderNumber: string }> {
  if (requestedNumber) {
    try {
      const id = await insertRow(trx, { ...columns, order_number: requestedNumber })
      return { id, orderNumber: requestedNumber }
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateNumber(requestedNumber)
      throw error
    }
  }

  const year = now.getFullYear()
  let candidate: string | null = generateOrderNumber(now)
  for (let attempt = 0; attempt < MAX_ATTEMPTS && candidate; attempt++) {
    try {
      const id = await insertRow(trx, { ...columns, order_number: candidate })
      return { id, orderNumber: candidate }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    const taken = await trx
      .from(PURCHASE_ORDERS_TABLE)
      .where('order_number', 'like', `PO-${year}-____`)
      .select('order_number')
    candidate = alternativeOrderNumber(
      year,
      new Set(taken.map((row) => row.order_number as string))
    )
  }
  throw new ConflictException(
    `No free order number is left for ${year}; please enter an order number`
  )
}
