import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { isStillReferenced } from '#app/database/database_errors'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { VENDORS_TABLE } from '#modules/vendors/server/tables'
import type { VendorPayload } from '#modules/vendors/server/validators/vendor_validator'
import {
  VENDOR_COLUMNS,
  type VendorRow,
} from '#modules/vendors/server/transformers/vendor_transformer'
import { insertReturningId } from '#app/database/insert_returning_id'

function toColumns(payload: VendorPayload) {
  return {
    name: payload.name,
    contact_email: payload.contactEmail ?? null,
    contact_phone: payload.contactPhone ?? null,
    address: payload.address ?? null,
  }
}

async function lockActiveVendor(trx: TransactionClientContract, id: number) {
  const row: VendorRow | null = await trx
    .from(VENDORS_TABLE)
    .where('id', id)
    .whereNull('archived_at')
    .forUpdate()
    .select(...VENDOR_COLUMNS)
    .first()
  if (!row) throw new NotFoundException('Vendor not found')
  return row
}

export async function createVendor(payload: VendorPayload, userId: string) {
  return db.transaction(async (trx) => {
    const now = new Date()
    const columns = toColumns(payload)
    const id = await insertReturningId(trx, VENDORS_TABLE, {
      ...columns,
      created_at: now,
      updated_at: now,
    })
    await recordActivity(
      {
        userId,
        action: 'create',
        entityType: 'vendor',
        entityId: id,
        summary: `Added vendor ${payload.name}`,
      },
      trx
    )
    return id
  })
}

/** Archived vendors are frozen history: updating one is a 404 like a missing one. */
export async function updateVendor(id: number, payload: VendorPayload, userId: string) {
  return db.transaction(async (trx) => {
    await lockActiveVendor(trx, id)
    const columns = toColumns(payload)
    await trx
      .from(VENDORS_TABLE)
      .where('id', id)
      .update({ ...columns, updated_at: new Date() })
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'vendor',
        entityId: id,
        summary: `Updated vendor ${payload.name}`,
      },
      trx
    )
    return id
  })
}

/**
 * Removes a vendor nothing refers to. When a foreign key refuses the delete
 * (purchase orders keep their vendor), the vendor is archived instead so its
 * orders still show who they were placed with. The attempt runs in a
 * savepoint so the refused statement leaves the outer transaction clean.
 */
export async function deleteVendor(id: number, userId: string) {
  return db.transaction(async (trx) => {
    const vendor = await lockActiveVendor(trx, id)
    let outcome: 'deleted' | 'archived' = 'deleted'
    try {
      await trx.transaction(async (savepoint) => {
        await savepoint.from(VENDORS_TABLE).where('id', id).delete()
      })
    } catch (error) {
      if (!isStillReferenced(error)) throw error
      outcome = 'archived'
      const now = new Date()
      await trx.from(VENDORS_TABLE).where('id', id).update({ archived_at: now, updated_at: now })
    }
    await recordActivity(
      {
        userId,
        action: outcome === 'deleted' ? 'delete' : 'archive',
        entityType: 'vendor',
        entityId: id,
        summary:
          outcome === 'deleted'
            ? `Deleted vendor ${vendor.name}`
            : `Archived vendor ${vendor.name} (kept for order history)`,
      },
      trx
    )
    return outcome
  })
}
