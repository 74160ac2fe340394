import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'

/* Keeps each statement's bindings well under SQLite's and MySQL's limits. */
const ROWS_PER_STATEMENT = 200

/**
 * Inserts rows with one multi-row INSERT per 200 rows, written directly:
 * knex's insert builder normalises and sorts every row's keys, which for a
 * 50-line receive costs more than running the statement. Every row must
 * have the first row's columns (table and column names are our own
 * constants, never input); values are bound as knex binds them.
 */
export async function insertRows(
  client: QueryClientContract,
  table: string,
  rows: Array<Record<string, unknown>>
): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0])
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const head = `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES `
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT)
    const bindings: unknown[] = []
    for (const row of batch) {
      for (const column of columns) bindings.push(row[column] ?? null)
    }
    await client.rawQuery(head + batch.map(() => tuple).join(', '), bindings as RawQueryBindings)
  }
}
