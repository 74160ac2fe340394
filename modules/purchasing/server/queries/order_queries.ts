import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { loadProducts, vendorNamesByIds } from '#modules/purchasing/server/lib/catalog'
import {
  PURCHASE_ORDER_ITEMS_TABLE,
  PURCHASE_ORDERS_TABLE,
} from '#modules/purchasing/server/tables'
import {
  ITEM_COLUMNS,
  ORDER_COLUMNS,
  toItemJson,
  toOrderJson,
  type ItemRow,
  type OrderRow,
} from '#modules/purchasing/server/transformers/order_transformer'
import { OPEN_STATUSES, type OrderStatus } from '#modules/purchasing/shared/order_status'
import { unindexed } from '#app/database/unindexed'
import type {
  OrderDetailJson,
  OrderJson,
  OrderPageJson,
} from '#modules/purchasing/shared/order_json'

export interface OrderFilters {
  vendorId?: number
  status?: OrderStatus
}

function matchingOrders(filters: OrderFilters) {
  const query = db.from(PURCHASE_ORDERS_TABLE)
  if (filters.vendorId !== undefined) query.where('vendor_id', filters.vendorId)
  if (filters.status !== undefined) query.where('status', filters.status)
  return query
}

/* Unfiltered, the order_date index (the id follows the date in it) hands a page over without a sort. */
function newestFirst(filters: OrderFilters) {
  return matchingOrders(filters)
    .select(...ORDER_COLUMNS)
    .orderBy('order_date', 'desc')
    .orderBy('id', 'desc')
}

async function withVendorNames(rows: OrderRow[]): Promise<OrderJson[]> {
  const names = await vendorNamesByIds(rows.map((row) => Number(row.vendor_id)))
  return rows.map((row) => toOrderJson(row, names.get(Number(row.vendor_id))))
}

/** Newest first, as plain rows with the vendor's name (archived vendors included). */
export async function listOrders(filters: OrderFilters = {}) {
  return withVendorNames(await newestFirst(filters))
}

/** One page of listOrders, with how many orders match the filters. */
export async function listOrdersPage(
  filters: OrderFilters & { page: number; pageSize: number }
): Promise<OrderPageJson> {
  const [rows, counted] = await Promise.all([
    newestFirst(filters)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    matchingOrders(filters).count('* as total').first(),
  ])
  return { rows: await withVendorNames(rows), total: Number(counted.total) }
}

/** The SPEC §3 read shape: the order, its vendor, and items that carry their product. */
export async function findOrderDetail(
  id: number,
  client?: QueryClientContract
): Promise<OrderDetailJson | null> {
  const connection = client ?? db
  const row: OrderRow | null = await connection
    .from(PURCHASE_ORDERS_TABLE)
    .where('id', id)
    .select(...ORDER_COLUMNS)
    .first()
  if (!row) return null
  const items: ItemRow[] = await connection
    .from(PURCHASE_ORDER_ITEMS_TABLE)
    .where('purchase_order_id', id)
    .select(...ITEM_COLUMNS)
    .orderBy('id', 'asc')
  const [names, products] = await Promise.all([
    vendorNamesByIds([Number(row.vendor_id)], client),
    loadProducts(
      items.map((item) => Number(item.product_id)),
      client
    ),
  ])
  return {
    ...toOrderJson(row, names.get(Number(row.vendor_id))),
    items: items.map((item) => {
      const product = products.get(Number(item.product_id))
      return toItemJson(
        item,
        product && {
          name: product.name,
          category: product.category,
          size: product.size,
          caseSize: product.caseSize,
          currentStock: product.currentStock,
        }
      )
    }),
  }
}

/**
 * Bottles still to come for these products: cases and loose bottles on
 * created and sent orders, summed in SQL; the caller multiplies cases by
 * the product's case size. SQLite must start from the products' order
 * lines: left to itself it read every open order first (11–15 ms with 13k
 * open orders, whether for 1 product or 500; from the lines, 0.8 ms for 500).
 */
export async function openOrderQuantities(
  productIds: number[],
  client?: QueryClientContract
): Promise<Map<number, { cases: number; quantity: number }>> {
  const query = (client ?? db)
    .from(PURCHASE_ORDER_ITEMS_TABLE)
    .join(
      PURCHASE_ORDERS_TABLE,
      `${PURCHASE_ORDERS_TABLE}.id`,
      `${PURCHASE_ORDER_ITEMS_TABLE}.purchase_order_id`
    )
    .whereIn(`${PURCHASE_ORDER_ITEMS_TABLE}.product_id`, productIds)
    .whereRaw(
      `${unindexed(`${PURCHASE_ORDERS_TABLE}.status`)} IN (${OPEN_STATUSES.map(() => '?').join(', ')})`,
      [...OPEN_STATUSES]
    )
    .groupBy(`${PURCHASE_ORDER_ITEMS_TABLE}.product_id`)
    .select(`${PURCHASE_ORDER_ITEMS_TABLE}.product_id`)
    .sum(`${PURCHASE_ORDER_ITEMS_TABLE}.cases as cases`)
    .sum(`${PURCHASE_ORDER_ITEMS_TABLE}.quantity as quantity`)
  const rows = await query
  return new Map(
    rows.map((row) => [
      Number(row.product_id),
      {
        cases: Number(row.cases ?? 0),
        quantity: Math.round(Number(row.quantity ?? 0) * 1000) / 1000,
      },
    ])
  )
}
