import db from '@adonisjs/lucid/services/db'
import { insertReturningId } from '#app/database/insert_returning_id'
import { PRODUCTS_TABLE, StockLedger } from '#modules/inventory/server/index'

/*
 * Products for any module's tests. Other modules' tests call createProduct
 * instead of writing the products table themselves; opening stock goes
 * through the ledger, as the app does, so ledger invariants hold.
 */

export interface ProductSeed {
  name?: string
  category?: string
  /** '750ml' unless given; null for a product without a size. */
  size?: string | null
  /** 25.36 (750 ml) unless given; null when size is null. */
  sizeInOz?: number | null
  caseSize?: number
  /** Opening stock, written as an 'initial' ledger row. */
  stock?: number
  reorderLevel?: number
  parLevel?: number | null
  /** null: the cost is unknown. */
  unitCost?: number | string | null
  caseCost?: number | string | null
  barcode?: string | null
  vendorId?: number | null
  archived?: boolean
}

let created = 0

/** A product (default 'Test Spirit N', Vodka, 750ml, $20, reorder at 10). Answers its id. */
export async function createProduct(seed: ProductSeed = {}): Promise<number> {
  created += 1
  return StockLedger.transaction(async (trx) => {
    const now = new Date()
    const size = seed.size === undefined ? '750ml' : seed.size
    const id = await insertReturningId(trx, PRODUCTS_TABLE, {
      name: seed.name ?? `Test Spirit ${created}`,
      category: seed.category ?? 'Vodka',
      size,
      size_in_oz: size === null ? null : seed.sizeInOz === undefined ? 25.36 : seed.sizeInOz,
      case_size: seed.caseSize ?? 12,
      current_stock: 0,
      reorder_level: seed.reorderLevel ?? 10,
      par_level: seed.parLevel ?? null,
      unit_cost: seed.unitCost === undefined ? 20 : seed.unitCost,
      case_cost: seed.caseCost ?? null,
      barcode: seed.barcode ?? null,
      vendor_id: seed.vendorId ?? null,
      archived_at: seed.archived ? now : null,
      last_updated: now,
      created_at: now,
      updated_at: now,
    })
    if (seed.stock) {
      await StockLedger.apply(trx, [{ productId: id, change: seed.stock, type: 'initial' }])
    }
    return id
  })
}

/** Archives products as deleting a referenced one does, without a request. */
export async function archiveProducts(ids: number[]): Promise<void> {
  await db.from(PRODUCTS_TABLE).whereIn('id', ids).update({ archived_at: new Date() })
}
