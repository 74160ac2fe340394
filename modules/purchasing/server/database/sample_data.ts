import type { SampleDataLoader } from '#app/modules/define_module'
import { recordActivity } from '#app/activity/activity_log'
import { PRODUCTS_TABLE, productsByIds } from '#modules/inventory/server/index'
import { VENDORS_TABLE } from '#modules/vendors/server/index'
import { formatCents } from '#shared/money'
import { itemTotalCents, orderTotalCents } from '#modules/purchasing/shared/order_totals'
import {
  alternativeOrderNumber,
  generateOrderNumber,
} from '#modules/purchasing/shared/order_number'
import type { OrderStatus } from '#modules/purchasing/shared/order_status'
import { PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/tables'
import { insertItems } from '#modules/purchasing/server/actions/order_actions'
import { insertReturningId } from '#app/database/insert_returning_id'

interface SampleOrder {
  vendor: string
  status: OrderStatus
  daysAgo: number
  /** Days after the order date the delivery is expected; null for 'Not set'. */
  expectedAfter: number | null
  notes: string | null
  /** [cases, loose bottles] for the vendor's products in name order, from `offset`. */
  lines: Array<[cases: number, bottles: number]>
  offset: number
}

/*
 * A few weeks of ordering at the sample bar. Received orders are only order
 * rows here: the stock they brought in belongs to the receiving module.
 */
const SAMPLE_ORDERS: SampleOrder[] = [
  {
    vendor: 'Copper Still Beverage Co.',
    status: 'received',
    daysAgo: 24,
    expectedAfter: 3,
    notes: null,
    lines: [
      [2, 0],
      [1, 3],
    ],
    offset: 0,
  },
  {
    vendor: 'Harbor & Vine Distributors',
    status: 'received',
    daysAgo: 12,
    expectedAfter: 4,
    notes: 'Deliver before 2 pm, back door',
    lines: [
      [1, 0],
      [0, 6],
    ],
    offset: 0,
  },
  {
    vendor: 'Lone Mesa Spirits Supply',
    status: 'sent',
    daysAgo: 3,
    expectedAfter: 5,
    notes: null,
    lines: [
      [1, 0],
      [1, 0],
    ],
    offset: 0,
  },
  {
    vendor: 'Pacific Crest Wine & Spirits',
    status: 'sent',
    daysAgo: 1,
    expectedAfter: 4,
    notes: null,
    lines: [
      [0, 4],
      [1, 0],
    ],
    offset: 0,
  },
  {
    vendor: 'Copper Still Beverage Co.',
    status: 'created',
    daysAgo: 0,
    expectedAfter: null,
    notes: null,
    lines: [
      [1, 0],
      [0, 6],
    ],
    offset: 2,
  },
  {
    vendor: 'Great Lakes Brew & Mixer Supply',
    status: 'created',
    daysAgo: 0,
    expectedAfter: 2,
    notes: 'Add to the Friday run if possible',
    lines: [
      [2, 0],
      [0, 12],
    ],
    offset: 0,
  },
]

const DAY_MS = 24 * 60 * 60 * 1000

const loadPurchaseOrders: SampleDataLoader = async (trx, { userId }) => {
  const vendors = await trx.from(VENDORS_TABLE).whereNull('archived_at').select('id', 'name')
  const vendorIds = new Map(vendors.map((vendor) => [vendor.name as string, Number(vendor.id)]))
  const productRows = await trx
    .from(PRODUCTS_TABLE)
    .whereNull('archived_at')
    .whereNotNull('vendor_id')
    .select('id')
  const summaries = await productsByIds(
    productRows.map((row) => Number(row.id)),
    trx
  )
  const products = summaries.sort((a, b) => a.name.localeCompare(b.name))
  const existing = await trx.from(PURCHASE_ORDERS_TABLE).select('order_number')
  const taken = new Set(existing.map((row) => row.order_number as string))

  const now = Date.now()
  for (const sample of SAMPLE_ORDERS) {
    const vendorId = vendorIds.get(sample.vendor)
    if (vendorId === undefined) continue
    const offered = products.filter((product) => product.vendorId === vendorId).slice(sample.offset)
    const items = sample.lines.flatMap(([cases, bottles], index) => {
      const product = offered[index]
      if (!product) return []
      /* Without a case price a case is ordered as its bottles. */
      const byCase = Number(product.caseCost ?? 0) > 0
      const line = {
        productId: product.id,
        cases: byCase ? cases : 0,
        quantity: byCase ? bottles : bottles + cases * product.caseSize,
        unitCost: product.unitCost ?? 0,
        caseCost: product.caseCost,
      }
      return [{ ...line, totalCents: itemTotalCents(line) }]
    })
    if (items.length === 0) continue

    const orderDate = new Date(now - sample.daysAgo * DAY_MS)
    let orderNumber: string | null = generateOrderNumber(orderDate)
    if (taken.has(orderNumber)) orderNumber = alternativeOrderNumber(orderDate.getFullYear(), taken)
    if (!orderNumber) continue
    taken.add(orderNumber)

    const sentAt = sample.status === 'created' ? null : new Date(orderDate.getTime() + 2 * 3600_000)
    const orderId = await insertReturningId(trx, PURCHASE_ORDERS_TABLE, {
      order_number: orderNumber,
      vendor_id: vendorId,
      status: sample.status,
      total_amount: formatCents(orderTotalCents(items)),
      order_date: orderDate,
      expected_date:
        sample.expectedAfter === null
          ? null
          : new Date(orderDate.getTime() + sample.expectedAfter * DAY_MS)
              .toISOString()
              .slice(0, 10),
      notes: sample.notes,
      sent_at: sentAt,
      emailed_at: null,
      created_by: userId,
      created_at: orderDate,
      updated_at: sentAt ?? orderDate,
    })
    await insertItems(trx, orderId, items)
    await recordActivity(
      {
        userId,
        action: 'create',
        entityType: 'purchase_order',
        entityId: orderId,
        summary: `Created purchase order ${orderNumber} (sample data)`,
      },
      trx
    )
  }
}

export default loadPurchaseOrders
