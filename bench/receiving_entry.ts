/*
 * Receiving a 50-line order (issue 10) through
 * POST /api/purchase-orders/:id/receive, against the set-based raw floor of
 * bench/receiving.ts measured in the same run. Each sample receives its own
 * fresh sent order, so every call does the full work.
 */
import type { BenchEntry } from './entry.js'
import { prepareSentOrders, receiveBody, receiveFloor, RECEIVING_LINES } from './receiving.js'

/* timedWithFloor() warms each side up with three calls before its samples. */
const WARMUPS = 3

export const receivingEntry: BenchEntry = {
  key: 'receiving',
  name: `Receiving a ${RECEIVING_LINES}-line order`,
  tables: ['receipts', 'receipt_items', 'purchase_orders', 'purchase_order_items'],
  async run({ raw, samples, post, timedWithFloor, record }) {
    const floorOrders = await prepareSentOrders(raw, samples + WARMUPS, 'floor')
    const apiOrders = await prepareSentOrders(raw, samples + WARMUPS, 'api')
    const next = (orders: typeof floorOrders) => {
      const order = orders.shift()
      if (!order) throw new Error('ran out of prepared orders')
      return order
    }
    const { floor, work: endpoint } = await timedWithFloor(
      () => receiveFloor(raw, next(floorOrders)),
      () => {
        const order = next(apiOrders)
        return post(`/api/purchase-orders/${order.id}/receive`, receiveBody(order))
      },
      samples
    )
    record('receiving.floor.p50', floor.p50, 'ms')
    record('receiving.p50', endpoint.p50 / floor.p50)
    record('receiving.p95', endpoint.p95)
  },
}
