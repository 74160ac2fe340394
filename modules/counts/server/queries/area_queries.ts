import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { productsByIds } from '#modules/inventory/server/index'
import type { CountAreaJson, ShelfProductJson } from '#modules/counts/shared/count_json'
import { COUNT_AREAS_TABLE, COUNT_AREA_PRODUCTS_TABLE } from '#modules/counts/server/tables'

export async function listAreas(
  client: QueryClientContract = db.connection()
): Promise<CountAreaJson[]> {
  const rows = await client
    .from(COUNT_AREAS_TABLE)
    .whereNull('archived_at')
    .select('id', 'name', 'position')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
  const counts = await client
    .from(COUNT_AREA_PRODUCTS_TABLE)
    .select('area_id')
    .count('* as total')
    .groupBy('area_id')
  const byArea = new Map(counts.map((row) => [Number(row.area_id), Number(row.total)]))
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    position: Number(row.position),
    productCount: byArea.get(Number(row.id)) ?? 0,
  }))
}

export async function areaExists(id: number): Promise<boolean> {
  const row = await db
    .from(COUNT_AREAS_TABLE)
    .where('id', id)
    .whereNull('archived_at')
    .select('id')
    .first()
  return Boolean(row)
}

/** The shelf lists of the given areas in walking order, active products only. */
export async function shelvesOf(
  areaIds: number[],
  client: QueryClientContract = db.connection()
): Promise<Map<number, ShelfProductJson[]>> {
  const shelves = new Map<number, ShelfProductJson[]>(areaIds.map((id) => [id, []]))
  if (areaIds.length === 0) return shelves
  const rows = await client
    .from(COUNT_AREA_PRODUCTS_TABLE)
    .whereIn('area_id', areaIds)
    .select('area_id', 'product_id', 'position')
    .orderBy('area_id', 'asc')
    .orderBy('position', 'asc')
  const found = await productsByIds(
    rows.map((row) => Number(row.product_id)),
    client
  )
  const products = new Map(found.map((product) => [product.id, product]))
  for (const row of rows) {
    const product = products.get(Number(row.product_id))
    if (!product || product.archived) continue
    shelves.get(Number(row.area_id))!.push({
      productId: product.id,
      name: product.name,
      category: product.category,
      size: product.size,
      barcode: product.barcode,
      fullWeightGrams: product.fullWeightGrams,
      emptyWeightGrams: product.emptyWeightGrams,
      position: Number(row.position),
    })
  }
  return shelves
}
