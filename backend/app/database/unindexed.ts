import db from '@adonisjs/lucid/services/db'

/**
 * A column for a condition that nearly every row meets, written so SQLite
 * reads the table straight through (`+column`): without statistics it
 * answers `archived_at IS NULL` through an (archived_at, …) index and then
 * looks every row up again, 2–3× slower than a scan over 100k products.
 * MySQL's planner scans by itself, so the column is left as it is there.
 */
export function unindexed(column: string): string {
  return db.connection().dialect.name === 'mysql' ? column : `+${column}`
}
