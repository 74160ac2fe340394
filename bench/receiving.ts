/*
 * Receiving a 50-line order (DESIGN §10: "receiving = a few set-based
 * statements"): the endpoint against a floor that writes the same rows —
 * receipt, items, one relative stock UPDATE, ledger rows, order status —
 * with raw statements in one transaction, measured in the same run.
 */
import { insertMany, type RawClient } from './seed.js'

export const RECEIVING_LINES = 50

export interface BenchOrder {
  id: number
  items: Array<{ id: number; productId: number }>
}

/** `count` sent orders of 50 lines (6 bottles each of products 1–50), written directly. */
export async function prepareSentOrders(
  client: RawClient,
  count: number,
  prefix: string
): Promise<BenchOrder[]> {
  const stamp = client.dialect === 'mysql' ? new Date() : Date.now()
  await insertMany(
    client,
    'purchase_orders',
    Array.from({ length: count }, (_, index) => ({
      order_number: `PO-RECV-${prefix}-${index + 1}`,
      vendor_id: 1,
      status: 'sent',
      total_amount: '6000.00',
      order_date: stamp,
      created_at: stamp,
    }))
  )
  const orders = await client.all(
    `select id from purchase_orders where order_number like ? order by id`,
    [`PO-RECV-${prefix}-%`]
  )
  await insertMany(
    client,
    'purchase_order_items',
    orders.flatMap((order) =>
      Array.from({ length: RECEIVING_LINES }, (_, line) => ({
        purchase_order_id: order.id,
        product_id: line + 1,
        quantity: 6,
        cases: 0,
        unit_cost: '20.00',
        total_cost: '120.00',
      }))
    )
  )
  const items = await client.all(
    `select id, purchase_order_id, product_id from purchase_order_items
      where purchase_order_id in (${orders.map(() => '?').join(',')}) order by id`,
    orders.map((order) => order.id)
  )
  return orders.map((order) => ({
    id: Number(order.id),
    items: items
      .filter((item) => Number(item.purchase_order_id) === Number(order.id))
      .map((item) => ({ id: Number(item.id), productId: Number(item.product_id) })),
  }))
}

/** The atomic receive call's body: every line arrives, one bottle short on the first. */
export function receiveBody(order: BenchOrder) {
  return {
    notes: 'Bench delivery',
    items: order.items.map((item, index) => ({
      purchaseOrderItemId: item.id,
      productId: item.productId,
      receivedQuantity: index === 0 ? 5 : 6,
      unitCost: 20,
      discrepancyNote: index === 0 ? 'One short' : null,
    })),
  }
}

/** The floor: the same writes as raw set-based statements in one transaction. */
export async function receiveFloor(client: RawClient, order: BenchOrder) {
  const now = client.dialect === 'mysql' ? new Date() : Date.now()
  const received = order.items.map((_, index) => (index === 0 ? 5 : 6))
  await client.run('BEGIN')
  await client.run(
    `update purchase_orders set status = 'received', updated_at = ? where id = ? and status = 'sent'`,
    [now, order.id]
  )
  await client.run(
    `insert into receipts (purchase_order_id, received_date, notes, is_complete, stock_applied, revision, version_ms, created_at)
     values (?, ?, 'Bench delivery', 0, 1, 1, ?, ?)`,
    [order.id, now, Date.now(), now]
  )
  const [receipt] = await client.all(
    'select max(id) as id from receipts where purchase_order_id = ?',
    [order.id]
  )
  await insertMany(
    client,
    'receipt_items',
    order.items.map((item, index) => ({
      receipt_id: receipt.id,
      purchase_order_item_id: item.id,
      product_id: item.productId,
      expected_quantity: 6,
      received_quantity: received[index],
      unit_cost: '20.00',
      line_total: (received[index] * 20).toFixed(2),
    }))
  )
  const ids = order.items.map((item) => item.productId)
  await client.run(
    `update products set current_stock = current_stock + case id ${ids.map(() => 'when ? then ?').join(' ')} end
      where id in (${ids.map(() => '?').join(',')})`,
    [...order.items.flatMap((item, index) => [item.productId, received[index]]), ...ids]
  )
  const stocks = await client.all(
    `select id, current_stock from products where id in (${ids.map(() => '?').join(',')})`,
    ids
  )
  await insertMany(
    client,
    'inventory_adjustments',
    stocks.map((row, index) => ({
      product_id: row.id,
      adjustment_type: 'receiving',
      quantity_change: received[index] ?? 6,
      resulting_stock: row.current_stock,
      source_type: 'receipt',
      source_id: String(receipt.id),
      adjustment_date: now,
    }))
  )
  await client.run('COMMIT')
}
