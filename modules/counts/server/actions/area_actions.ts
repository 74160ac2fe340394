import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { productsByIds } from '#modules/inventory/server/index'
import {
  COUNT_AREAS_TABLE,
  COUNT_AREA_PRODUCTS_TABLE,
  COUNT_LINES_TABLE,
  COUNT_SESSION_AREAS_TABLE,
} from '#modules/counts/server/tables'
import { fieldError } from '#app/exceptions/field_error'

async function lockArea(trx: TransactionClientContract, id: number) {
  const row = await trx
    .from(COUNT_AREAS_TABLE)
    .where('id', id)
    .whereNull('archived_at')
    .forUpdate()
    .select('id', 'name')
    .first()
  if (!row) throw new NotFoundException('Storage area not found')
  return { id: Number(row.id), name: row.name as string }
}

async function assertNameFree(trx: TransactionClientContract, name: string, exceptId?: number) {
  const query = trx
    .from(COUNT_AREAS_TABLE)
    .whereNull('archived_at')
    .whereRaw('LOWER(name) = ?', [name.toLowerCase()])
    .select('id')
  if (exceptId !== undefined) query.whereNot('id', exceptId)
  if (await query.first())
    throw fieldError('name', `An area named ${name} already exists`, 'unique')
}

export async function createArea(name: string, userId: string): Promise<number> {
  return db.transaction(async (trx) => {
    await assertNameFree(trx, name)
    const last = await trx.from(COUNT_AREAS_TABLE).whereNull('archived_at').max('position as p')
    const now = new Date()
    const [id] = await trx
      .insertQuery()
      .table(COUNT_AREAS_TABLE)
      .insert({
        name,
        position: Number(last[0]?.p ?? -1) + 1,
        created_at: now,
        updated_at: now,
      })
    await recordActivity(
      {
        userId,
        action: 'create',
        entityType: 'count_area',
        entityId: id,
        summary: `Added storage area ${name}`,
      },
      trx
    )
    return Number(id)
  })
}

export async function renameArea(id: number, name: string, userId: string) {
  await db.transaction(async (trx) => {
    const area = await lockArea(trx, id)
    await assertNameFree(trx, name, id)
    await trx.from(COUNT_AREAS_TABLE).where('id', id).update({ name, updated_at: new Date() })
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'count_area',
        entityId: id,
        summary: `Renamed storage area ${area.name} to ${name}`,
      },
      trx
    )
  })
}

/** An area that counts name is archived (their history keeps its name); an unused one is removed. */
export async function deleteArea(id: number, userId: string) {
  await db.transaction(async (trx) => {
    const area = await lockArea(trx, id)
    const used =
      (await trx.from(COUNT_LINES_TABLE).where('area_id', id).select('id').first()) ||
      (await trx.from(COUNT_SESSION_AREAS_TABLE).where('area_id', id).select('area_id').first())
    await trx.from(COUNT_AREA_PRODUCTS_TABLE).where('area_id', id).delete()
    if (used) {
      await trx
        .from(COUNT_AREAS_TABLE)
        .where('id', id)
        .update({ archived_at: new Date(), updated_at: new Date() })
    } else {
      await trx.from(COUNT_AREAS_TABLE).where('id', id).delete()
    }
    await recordActivity(
      {
        userId,
        action: 'delete',
        entityType: 'count_area',
        entityId: id,
        summary: `Removed storage area ${area.name}`,
      },
      trx
    )
  })
}

/** The areas in the order given; every active area must be named once. */
export async function reorderAreas(areaIds: number[]) {
  await db.transaction(async (trx) => {
    const rows = await trx.from(COUNT_AREAS_TABLE).whereNull('archived_at').forUpdate().select('id')
    const active = new Set(rows.map((row) => Number(row.id)))
    if (areaIds.length !== active.size || areaIds.some((areaId) => !active.has(areaId))) {
      throw fieldError('areaIds', 'List every storage area exactly once', 'areas')
    }
    for (const [position, areaId] of areaIds.entries()) {
      await trx.from(COUNT_AREAS_TABLE).where('id', areaId).update({ position })
    }
  })
}

/**
 * Replaces an area's shelf list with the products in walking order (the
 * reorder, add and remove of the shelf screen are all this one call).
 */
export async function setShelf(areaId: number, productIds: number[], userId: string) {
  const products = await productsByIds(productIds)
  const active = new Set(products.filter((product) => !product.archived).map((p) => p.id))
  const missing = productIds.find((productId) => !active.has(productId))
  if (missing !== undefined) {
    throw fieldError('productIds', `Product ${missing} does not exist`, 'exists')
  }
  await db.transaction(async (trx) => {
    const area = await lockArea(trx, areaId)
    await trx.from(COUNT_AREA_PRODUCTS_TABLE).where('area_id', areaId).delete()
    const rows = productIds.map((productId, position) => ({
      area_id: areaId,
      product_id: productId,
      position,
    }))
    for (let start = 0; start < rows.length; start += 300) {
      await trx
        .insertQuery()
        .table(COUNT_AREA_PRODUCTS_TABLE)
        .multiInsert(rows.slice(start, start + 300))
    }
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'count_area',
        entityId: areaId,
        summary: `Set the shelf list of ${area.name} (${productIds.length} products)`,
      },
      trx
    )
  })
}
