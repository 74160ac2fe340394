import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import type { Role } from '#app/auth/roles'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { authorizeReceiptAdjustment } from '#modules/receiving/server/policies/receipt_policy'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { getOrderForReceiving, markOrderReceived } from '#modules/purchasing/server/index'
import {
  StockLedger,
  updateProductCosts,
  type CostUpdate,
  type LedgerEntry,
} from '#modules/inventory/server/index'
import {
  INVOICE_PHOTOS_TABLE,
  RECEIPT_ITEMS_TABLE,
  RECEIPT_REVISIONS_TABLE,
  RECEIPTS_TABLE,
} from '#modules/receiving/server/tables'
import { findReceipt, receiptIdOfOrder } from '#modules/receiving/server/queries/receipt_queries'
import type { ReceivePayload } from '#modules/receiving/server/validators/receiving_validators'
import {
  bottleCount,
  MAX_PHOTOS,
  receivedLineTotal,
  RECEIVING_TEXTS,
} from '#modules/receiving/shared/receiving_rules'
import type { ReceiptJson } from '#modules/receiving/shared/receipt_json'
import { fieldError } from '#app/exceptions/field_error'
import { insertedId } from '#app/database/insert_returning_id'
import { insertRows } from '#app/database/insert_rows'
import { toQuantity } from '#app/database/driver_values'

interface Actor {
  id: string
  username: string
  role: Role
  /** When the request reached the server (epoch ms). */
  arrivedAt: number
}

interface PreparedLine {
  purchaseOrderItemId: number
  productId: number
  expected: number
  received: number
  receivedCases: number | null
  receivedBottles: number | null
  unitCost: number
  caseCost: number | null
  lineTotal: string
  discrepancyNote: string | null
}

type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderForReceiving>>>

/**
 * Every line of the order, with what the payload says arrived; a line the
 * payload leaves out arrived empty (0 bottles) at its ordered cost.
 */
function prepareLines(order: OrderDetail, payload: ReceivePayload): PreparedLine[] {
  const byItem = new Map(order.items.map((item) => [item.id, item]))
  const given = new Map<number, ReceivePayload['items'][number]>()
  payload.items.forEach((line, index) => {
    const item = byItem.get(line.purchaseOrderItemId)
    if (!item) {
      throw fieldError(
        `items.${index}.purchaseOrderItemId`,
        `Item ${line.purchaseOrderItemId} is not on order ${order.orderNumber}`,
        'exists'
      )
    }
    if (item.productId !== line.productId) {
      throw fieldError(
        `items.${index}.productId`,
        `Product ${line.productId} is not on that line of order ${order.orderNumber}`,
        'exists'
      )
    }
    if (given.has(item.id)) {
      throw fieldError(
        `items.${index}.purchaseOrderItemId`,
        'Each order line may appear once',
        'distinct'
      )
    }
    if (
      line.receivedQuantity === undefined &&
      line.receivedCases === undefined &&
      line.receivedBottles === undefined
    ) {
      throw fieldError(
        `items.${index}.receivedQuantity`,
        'The received quantity is required',
        'required'
      )
    }
    given.set(item.id, line)
  })

  return order.items.map((item) => {
    const caseSize = item.product?.caseSize ?? null
    const line = given.get(item.id)
    if (!line) {
      return {
        purchaseOrderItemId: item.id,
        productId: item.productId,
        expected: item.bottleCount,
        received: 0,
        receivedCases: 0,
        receivedBottles: 0,
        unitCost: Number(item.unitCost),
        caseCost: item.caseCost === null ? null : Number(item.caseCost),
        lineTotal: '0.00',
        discrepancyNote: null,
      }
    }
    const received =
      line.receivedQuantity ??
      bottleCount(line.receivedCases ?? 0, line.receivedBottles ?? 0, caseSize)
    /* Without a split into cases and bottles, every bottle is a loose bottle for the line total. */
    const cases = line.receivedCases ?? (line.receivedQuantity === undefined ? 0 : null)
    const bottles = line.receivedBottles ?? (line.receivedQuantity === undefined ? 0 : null)
    return {
      purchaseOrderItemId: item.id,
      productId: item.productId,
      expected: item.bottleCount,
      received: toQuantity(received),
      receivedCases: cases,
      receivedBottles: bottles,
      unitCost: line.unitCost,
      caseCost: line.caseCost ?? null,
      lineTotal: receivedLineTotal({
        receivedCases: cases ?? 0,
        receivedBottles: bottles ?? received,
        unitCost: line.unitCost,
        caseCost: line.caseCost ?? 0,
      }),
      discrepancyNote: line.discrepancyNote ?? null,
    }
  })
}

function itemRows(receiptId: number, lines: PreparedLine[]) {
  return lines.map((line) => ({
    receipt_id: receiptId,
    purchase_order_item_id: line.purchaseOrderItemId,
    product_id: line.productId,
    expected_quantity: line.expected,
    received_quantity: line.received,
    received_cases: line.receivedCases,
    received_bottles: line.receivedBottles,
    unit_cost: line.unitCost,
    case_cost: line.caseCost,
    line_total: line.lineTotal,
    discrepancy_note: line.discrepancyNote,
  }))
}

/** Links uploaded photos to the receipt: each must be an upload not yet on another receipt; at most 5 in all. */
async function linkPhotos(trx: TransactionClientContract, receiptId: number, photoIds: number[]) {
  if (photoIds.length === 0) return
  const rows = await trx
    .from(INVOICE_PHOTOS_TABLE)
    .whereIn('id', photoIds)
    .forUpdate()
    .select('id', 'receipt_id')
  for (const [index, photoId] of photoIds.entries()) {
    const row = rows.find((candidate) => Number(candidate.id) === photoId)
    if (!row || (row.receipt_id !== null && Number(row.receipt_id) !== receiptId)) {
      throw fieldError(`photoIds.${index}`, `Photo ${photoId} is not an unused upload`, 'exists')
    }
  }
  const linked = await trx
    .from(INVOICE_PHOTOS_TABLE)
    .where('receipt_id', receiptId)
    .whereNotIn('id', photoIds)
    .count('* as n')
    .first()
  if (Number(linked.n) + photoIds.length > MAX_PHOTOS) {
    throw fieldError('photoIds', RECEIVING_TEXTS.tooManyPhotos, 'maxLength')
  }
  await trx.from(INVOICE_PHOTOS_TABLE).whereIn('id', photoIds).update({ receipt_id: receiptId })
}

/** Latest invoice costs become the products' costs (inventory records the history); lines that brought nothing leave them. */
function costUpdates(lines: PreparedLine[]): CostUpdate[] {
  return lines
    .filter((line) => line.received > 0)
    .map((line) => ({
      productId: line.productId,
      unitCost: line.unitCost,
      ...(line.caseCost !== null && line.caseCost > 0 ? { caseCost: line.caseCost } : {}),
    }))
}

async function firstReceipt(
  trx: TransactionClientContract,
  order: OrderDetail,
  payload: ReceivePayload,
  actor: Actor
) {
  /* Locks the order and moves it sent → received; a second client gets the 409 here, before any stock moves. */
  await markOrderReceived(order.id, trx, actor.id, order)
  const lines = prepareLines(order, payload)
  const now = new Date()
  const [inserted] = await trx
    .insertQuery()
    .table(RECEIPTS_TABLE)
    .insert({
      purchase_order_id: order.id,
      received_date: now,
      notes: payload.notes ?? null,
      is_complete: lines.every((line) => line.received >= line.expected),
      stock_applied: true,
      revision: 1,
      version_ms: Date.now(),
      received_by: actor.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  const receiptId = insertedId(inserted)
  await insertRows(trx, RECEIPT_ITEMS_TABLE, itemRows(receiptId, lines))
  await linkPhotos(trx, receiptId, payload.photoIds ?? [])
  const entries: LedgerEntry[] = lines
    .filter((line) => line.received > 0)
    .map((line) => ({
      productId: line.productId,
      change: line.received,
      type: 'receiving',
      reason: `Received on ${order.orderNumber}`,
      sourceType: 'receipt',
      sourceId: receiptId,
      userId: actor.id,
    }))
  await StockLedger.apply(trx, entries)
  return { receiptId, lines }
}

const sameMoney = (a: number | null, b: string | null) =>
  (a === null ? null : a.toFixed(2)) === (b === null ? null : Number(b).toFixed(2))

/** True when the payload would change nothing on the receipt as it stands. */
function sameAsRecorded(current: ReceiptJson, lines: PreparedLine[], payload: ReceivePayload) {
  if ((payload.notes ?? null) !== current.notes) return false
  const linked = new Set(current.photos.map((photo) => photo.id))
  if ((payload.photoIds ?? []).some((id) => !linked.has(id))) return false
  if (current.items.length !== lines.length) return false
  return lines.every((line) => {
    const item = current.items.find(
      (candidate) => candidate.purchaseOrderItemId === line.purchaseOrderItemId
    )
    return (
      item !== undefined &&
      item.receivedQuantity === line.received &&
      sameMoney(line.unitCost, item.unitCost) &&
      sameMoney(line.caseCost, item.caseCost) &&
      (line.discrepancyNote ?? null) === item.discrepancyNote
    )
  })
}

async function adjustReceipt(
  trx: TransactionClientContract,
  order: OrderDetail,
  payload: ReceivePayload,
  actor: Actor
) {
  let receiptId = await receiptIdOfOrder(order.id, trx)
  const current = receiptId === null ? null : (await findReceipt(receiptId, trx, { order }))!
  const lines = prepareLines(order, payload)
  if (current) {
    const version = await trx
      .from(RECEIPTS_TABLE)
      .where('id', current.id)
      .select('version_ms')
      .first()
    /*
     * A receive that raced the one that won: written after this request
     * arrived (MySQL), or asking for exactly what is recorded (on SQLite
     * requests run one after another, so arrival proves nothing there).
     */
    if (Number(version.version_ms) >= actor.arrivedAt || sameAsRecorded(current, lines, payload)) {
      throw new ConflictException(
        `Order ${order.orderNumber} has already been received with these quantities and costs`
      )
    }
  }
  authorizeReceiptAdjustment(actor)
  const now = new Date()
  let previous = new Map<number, number>()
  if (receiptId === null) {
    /* Received without any receipt (status only): this adjustment becomes its receipt. */
    const [inserted] = await trx
      .insertQuery()
      .table(RECEIPTS_TABLE)
      .insert({
        purchase_order_id: order.id,
        received_date: now,
        is_complete: false,
        stock_applied: true,
        revision: 1,
        received_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    receiptId = insertedId(inserted)
  } else if (current) {
    /* Optimistic lock: of two concurrent adjustments of one version, the second gets the 409. */
    const bumped = await trx
      .from(RECEIPTS_TABLE)
      .where('id', receiptId)
      .where('revision', current.revision)
      .update({ revision: current.revision + 1 })
    if (Number(Array.isArray(bumped) ? bumped[0] : bumped) !== 1) {
      throw new ConflictException(
        `The receipt of ${order.orderNumber} was changed meanwhile; reload it`
      )
    }
    await trx
      .insertQuery()
      .table(RECEIPT_REVISIONS_TABLE)
      .insert({
        receipt_id: receiptId,
        revision: current.revision,
        snapshot: JSON.stringify({
          revision: current.revision,
          receivedDate: current.adjustedAt ?? current.receivedDate,
          receivedBy: current.adjustedBy ?? current.receivedBy,
          notes: current.notes,
          isComplete: current.isComplete,
          items: current.items.map(
            ({ id: _id, receiptId: _receipt, product: _product, ...item }) => item
          ),
        }),
        replaced_by: actor.id,
        replaced_at: now,
      })
    /* Lines written by the spec's step-by-step client name products only: match them by product. */
    const lineOfProduct = new Map<number, number>()
    for (const item of order.items) {
      if (!lineOfProduct.has(item.productId)) lineOfProduct.set(item.productId, item.id)
    }
    previous = new Map()
    for (const item of current.items) {
      const lineId = item.purchaseOrderItemId ?? lineOfProduct.get(item.productId)
      if (lineId === undefined) continue
      previous.set(lineId, (previous.get(lineId) ?? 0) + item.receivedQuantity)
    }
    await trx.from(RECEIPT_ITEMS_TABLE).where('receipt_id', receiptId).delete()
  }
  await trx
    .from(RECEIPTS_TABLE)
    .where('id', receiptId)
    .update({
      notes: payload.notes ?? null,
      is_complete: lines.every((line) => line.received >= line.expected),
      adjusted_at: now,
      adjusted_by: actor.id,
      updated_at: now,
      version_ms: Date.now(),
      ...(previous.size === 0 ? { stock_applied: true } : {}),
    })
  await insertRows(trx, RECEIPT_ITEMS_TABLE, itemRows(receiptId, lines))
  await linkPhotos(trx, receiptId, payload.photoIds ?? [])
  const entries: LedgerEntry[] = []
  for (const line of lines) {
    const change = toQuantity(line.received - (previous.get(line.purchaseOrderItemId) ?? 0))
    if (change === 0) continue
    entries.push({
      productId: line.productId,
      change,
      type: 'receiving_adjustment',
      reason: `Receipt of ${order.orderNumber} adjusted`,
      sourceType: 'receipt',
      sourceId: receiptId,
      userId: actor.id,
    })
  }
  /* A correction may take stock below what is left now (bottles already sold): the ledger records it. */
  await StockLedger.apply(trx, entries, { allowNegative: true })
  await recordActivity(
    {
      userId: actor.id,
      action: 'adjust',
      entityType: 'purchase_order',
      entityId: order.id,
      summary: `Adjusted the receipt of ${order.orderNumber}`,
    },
    trx
  )
  return { receiptId, lines }
}

/**
 * DESIGN §4: receives a sent order, or adjusts the receipt of a received
 * one, in one transaction — receipt, items, photos, stock through the
 * ledger (the difference only on an adjustment), invoice costs onto the
 * products with their history, and the order's status.
 */
export async function receiveOrder(
  orderId: number,
  payload: ReceivePayload,
  actor: Actor
): Promise<ReceiptJson> {
  return StockLedger.transaction(async (trx) => {
    const order = await getOrderForReceiving(orderId, trx)
    if (!order) throw new NotFoundException('Purchase order not found')
    let result: { receiptId: number; lines: PreparedLine[] }
    if (order.status === 'sent') {
      result = await firstReceipt(trx, order, payload, actor)
    } else if (order.status === 'received') {
      result = await adjustReceipt(trx, order, payload, actor)
    } else {
      throw new ConflictException(
        `Only a sent order can be received; order ${order.orderNumber} is ${order.status}`
      )
    }
    const changes = await updateProductCosts(trx, costUpdates(result.lines), {
      sourceType: 'receipt',
      sourceId: result.receiptId,
      userId: actor.id,
    })
    /* The order read at the start still holds (it is locked); only its status moved. */
    const first = order.status === 'sent'
    return (await findReceipt(result.receiptId, trx, {
      costChanges: changes,
      order: { ...order, status: first ? 'received' : order.status },
      ...(first
        ? {
            created: {
              by: { id: actor.id, username: actor.username },
              photosLinked: (payload.photoIds ?? []).length > 0,
            },
          }
        : {}),
    }))!
  })
}
