import type { SampleDataLoader } from '#app/modules/define_module'
import { StockLedger } from '#modules/inventory/server/index'
import { getOrderForReceiving, PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import { RECEIPT_ITEMS_TABLE, RECEIPTS_TABLE } from '#modules/receiving/server/tables'
import { receivedLineTotal } from '#modules/receiving/shared/receiving_rules'
import { insertedId } from '#app/database/insert_returning_id'

/**
 * The sample orders purchasing marks 'received' get the receipt they would
 * have had: everything arrived at the ordered cost, stock raised through
 * the ledger (type 'receiving', source the receipt).
 */
const loadSampleData: SampleDataLoader = async (trx, { userId }) => {
  const received = await trx
    .from(PURCHASE_ORDERS_TABLE)
    .where('status', 'received')
    .whereNotExists((receipts) =>
      receipts
        .from(RECEIPTS_TABLE)
        .whereRaw(`${RECEIPTS_TABLE}.purchase_order_id = ${PURCHASE_ORDERS_TABLE}.id`)
        .select('id')
    )
    .orderBy('id', 'asc')
    .select('id')
  for (const { id } of received) {
    const order = (await getOrderForReceiving(Number(id), trx))!
    const now = new Date()
    const [inserted] = await trx
      .insertQuery()
      .table(RECEIPTS_TABLE)
      .insert({
        purchase_order_id: order.id,
        received_date: new Date(order.expectedDate ?? order.orderDate),
        notes: 'All items arrived in good condition',
        is_complete: true,
        stock_applied: true,
        revision: 1,
        received_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const receiptId = insertedId(inserted)
    if (order.items.length === 0) continue
    await trx
      .insertQuery()
      .table(RECEIPT_ITEMS_TABLE)
      .multiInsert(
        order.items.map((item) => ({
          receipt_id: receiptId,
          purchase_order_item_id: item.id,
          product_id: item.productId,
          expected_quantity: item.bottleCount,
          received_quantity: item.bottleCount,
          received_cases: item.cases,
          received_bottles: item.quantity,
          unit_cost: item.unitCost,
          case_cost: item.caseCost,
          line_total: receivedLineTotal({
            receivedCases: item.cases,
            receivedBottles: item.quantity,
            unitCost: item.unitCost,
            caseCost: item.caseCost,
          }),
        }))
      )
    await StockLedger.apply(
      trx,
      order.items.map((item) => ({
        productId: item.productId,
        change: item.bottleCount,
        type: 'receiving',
        reason: `Received on ${order.orderNumber}`,
        sourceType: 'receipt',
        sourceId: receiptId,
        userId,
      }))
    )
  }
}

export default loadSampleData
