import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Inserts one row and answers its id. `.returning('id')` gives `[{ id }]`
 * where the database supports RETURNING (SQLite, MariaDB 10.5+, knex's MySQL
 * emulation) and a bare id elsewhere; this reads both.
 */
export async function insertReturningId(
  client: QueryClientContract,
  table: string,
  row: Record<string, unknown>
): Promise<number> {
  const [inserted] = await client.insertQuery().table(table).insert(row).returning('id')
  return insertedId(inserted)
}

export function insertedId(inserted: unknown): number {
  return Number(
    typeof inserted === 'object' && inserted !== null ? (inserted as { id: unknown }).id : inserted
  )
}
