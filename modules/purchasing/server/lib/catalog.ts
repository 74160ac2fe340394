/**
 * What purchasing needs of vendors and inventory, through their public
 * APIs only, in one place.
 */
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  productsBelowParLevel,
  productsByIds,
  type ProductSummary,
} from '#modules/inventory/server/index'
import {
  activeVendorNames,
  vendorContact,
  vendorExists,
  vendorNames,
} from '#modules/vendors/server/index'

export type CatalogProduct = ProductSummary
export type StockPositionRow = ProductSummary

/** Products by id (archived ones included, flagged), keyed by id. */
export async function loadProducts(
  ids: Iterable<number>,
  client?: QueryClientContract
): Promise<Map<number, CatalogProduct>> {
  const rows = await productsByIds(ids, client)
  return new Map(rows.map((row) => [row.id, row]))
}

/** The given products that are active (may be ordered). */
export async function stockPositions(ids: number[]): Promise<StockPositionRow[]> {
  const rows = await productsByIds(ids)
  return rows.filter((row) => !row.archived)
}

/** Active products short of their par (or reorder) level, by name, a page at a time. */
export function shortStockPages(): AsyncIterable<StockPositionRow[]> {
  return productsBelowParLevel()
}

export function activeVendor(id: number, trx?: TransactionClientContract) {
  return vendorExists(id, trx)
}

export function vendorNamesByIds(ids: Iterable<number>, client?: QueryClientContract) {
  return vendorNames(ids, client as TransactionClientContract | undefined)
}

/** Names of the vendors among `ids` that are active (may be ordered from). */
export { activeVendorNames }

export function vendorContactOf(id: number) {
  return vendorContact(id)
}
