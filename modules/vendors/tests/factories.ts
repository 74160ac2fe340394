import db from '@adonisjs/lucid/services/db'
import { insertReturningId } from '#app/database/insert_returning_id'
import { VENDORS_TABLE } from '#modules/vendors/server/index'

/*
 * Vendors for any module's tests. Other modules' tests call these instead of
 * writing the vendors table themselves (one table, one owner — its tests too).
 */

/** A vendor row; `extra` sets contact or archived columns. Answers its id. */
export async function createVendor(
  name = 'Copper Still Beverage Co.',
  extra: { contact_email?: string | null; archived_at?: Date | null } = {}
): Promise<number> {
  const now = new Date()
  return insertReturningId(db.connection(), VENDORS_TABLE, {
    name,
    created_at: now,
    updated_at: now,
    ...extra,
  })
}
