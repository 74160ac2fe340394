import db from '@adonisjs/lucid/services/db'
import { VENDORS_TABLE } from '#modules/vendors/server/index'
import {
  VENDOR_COLUMNS,
  type VendorRow,
} from '#modules/vendors/server/transformers/vendor_transformer'

/** Active vendors by name; archived ones only live on in their orders. */
export async function listVendors(): Promise<VendorRow[]> {
  return db
    .from(VENDORS_TABLE)
    .whereNull('archived_at')
    .select(...VENDOR_COLUMNS)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
}

export async function findVendor(id: number) {
  const row: (VendorRow & { archived_at: unknown }) | null = await db
    .from(VENDORS_TABLE)
    .where('id', id)
    .select(...VENDOR_COLUMNS, 'archived_at')
    .first()
  return row
}
