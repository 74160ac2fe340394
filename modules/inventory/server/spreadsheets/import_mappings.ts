import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { IMPORT_FIELDS, type ImportMapping } from '#modules/inventory/shared/product_json'
import { IMPORT_MAPPINGS_TABLE } from '#modules/inventory/server/tables'

function hashOf(headerKey: string) {
  return createHash('sha256').update(headerKey).digest('hex')
}

/** The mapping last used for files with these headers, or null. Unknown or stale fields are dropped. */
export async function rememberedMapping(
  headerKey: string,
  columnCount: number
): Promise<ImportMapping | null> {
  const row = await db
    .from(IMPORT_MAPPINGS_TABLE)
    .where('header_hash', hashOf(headerKey))
    .select('mapping')
    .first()
  if (!row) return null
  let stored: Record<string, unknown>
  try {
    stored = JSON.parse(String(row.mapping))
  } catch {
    return null
  }
  const mapping = {} as ImportMapping
  for (const { field } of IMPORT_FIELDS) {
    const index = stored[field]
    mapping[field] =
      typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < columnCount
        ? index
        : null
  }
  return mapping
}

/** Stores (or replaces) the mapping for these headers, inside the import's transaction. */
export async function rememberMapping(
  trx: TransactionClientContract,
  headerKey: string,
  mapping: ImportMapping
) {
  const now = new Date()
  await trx
    .insertQuery()
    .table(IMPORT_MAPPINGS_TABLE)
    .insert({
      header_hash: hashOf(headerKey),
      mapping: JSON.stringify(mapping),
      created_at: now,
      updated_at: now,
    })
    .onConflict('header_hash')
    .merge(['mapping', 'updated_at'])
}
