import db from '@adonisjs/lucid/services/db'
import { VENDORS_TABLE } from '#modules/vendors/server/tables'
import {
  VENDOR_COLUMNS,
  toVendorDetailJson,
  toVendorJson,
  type VendorRow,
} from '#modules/vendors/server/transformers/vendor_transformer'
import type { VendorDetailJson, VendorJson } from '#modules/vendors/shared/vendor_json'

/** Active vendors by name; archived ones only live on in their orders. */
export async function listVendors(): Promise<VendorJson[]> {
  const rows: VendorRow[] = await db
    .from(VENDORS_TABLE)
    .whereNull('archived_at')
    .select(...VENDOR_COLUMNS)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
  return rows.map(toVendorJson)
}

/** GET /api/vendors/:id: archived vendors too, flagged. */
export async function findVendor(id: number): Promise<VendorDetailJson | null> {
  const row: (VendorRow & { archived_at: unknown }) | null = await db
    .from(VENDORS_TABLE)
    .where('id', id)
    .select(...VENDOR_COLUMNS, 'archived_at')
    .first()
  return row ? toVendorDetailJson(row) : null
}

/** An active vendor as POST and PUT answer it. */
export async function findActiveVendor(id: number): Promise<VendorJson | null> {
  const row: VendorRow | null = await db
    .from(VENDORS_TABLE)
    .where('id', id)
    .whereNull('archived_at')
    .select(...VENDOR_COLUMNS)
    .first()
  return row ? toVendorJson(row) : null
}
