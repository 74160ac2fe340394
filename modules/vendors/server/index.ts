/**
 * The vendors module's public API for other modules. Purchasing and
 * inventory reference `vendors.id` with foreign keys; they check a chosen
 * vendor with `vendorExists` and show names (archived vendors included) with
 * `vendorNames`, or of the vendors they may order from with `activeVendorNames`.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

import { VENDORS_TABLE } from './tables.js'

export { VENDORS_TABLE }

/**
 * True when the vendor exists and is not archived, i.e. may be chosen for a
 * new order or product. Pass the caller's transaction to read inside it.
 */
export async function vendorExists(id: number, trx?: TransactionClientContract) {
  const row = await (trx ?? db)
    .from(VENDORS_TABLE)
    .where('id', id)
    .whereNull('archived_at')
    .select('id')
    .first()
  return Boolean(row)
}

/** Names by id, archived vendors included, so history keeps showing who was ordered from. */
export function vendorNames(ids: Iterable<number>, trx?: TransactionClientContract) {
  return namesOf(ids, { activeOnly: false }, trx)
}

/** Names by id of the vendors among `ids` that are not archived (may be ordered from), in one read. */
export function activeVendorNames(ids: Iterable<number>, trx?: TransactionClientContract) {
  return namesOf(ids, { activeOnly: true }, trx)
}

async function namesOf(
  ids: Iterable<number>,
  { activeOnly }: { activeOnly: boolean },
  trx?: TransactionClientContract
) {
  const unique = [...new Set(ids)]
  const names = new Map<number, string>()
  if (unique.length === 0) return names
  const query = (trx ?? db).from(VENDORS_TABLE).whereIn('id', unique).select('id', 'name')
  if (activeOnly) query.whereNull('archived_at')
  for (const row of await query) names.set(Number(row.id), row.name as string)
  return names
}

/**
 * A vendor's name and contact email, archived vendors included, or null
 * when there is no such vendor. Purchasing emails sent orders to it.
 */
export async function vendorContact(id: number, trx?: TransactionClientContract) {
  const row = await (trx ?? db)
    .from(VENDORS_TABLE)
    .where('id', id)
    .select('id', 'name', 'contact_email')
    .first()
  if (!row) return null
  return {
    id: Number(row.id),
    name: row.name as string,
    contactEmail: (row.contact_email as string | null) ?? null,
  }
}

/**
 * Creates vendors with just a name (the product import's "create missing
 * vendors"), inside the caller's transaction, and returns their ids by name.
 */
export async function createVendorsNamed(
  trx: TransactionClientContract,
  names: string[]
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const now = new Date()
  for (const name of names) {
    const [inserted] = await trx
      .insertQuery()
      .table(VENDORS_TABLE)
      .insert({ name, created_at: now, updated_at: now })
    ids.set(name, Number(typeof inserted === 'object' ? inserted.id : inserted))
  }
  return ids
}
