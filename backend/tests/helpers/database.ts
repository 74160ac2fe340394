import db from '@adonisjs/lucid/services/db'

const MIGRATION_TABLES = ['adonis_schema', 'adonis_schema_versions']

/*
 * TRUNCATE costs ~50 ms a table on MariaDB even when the table is empty, so
 * only tables holding rows are truncated (a test touches a few of many).
 */
async function truncateTablesWithRows() {
  const connection = db.connection()
  const tables = await connection.getAllTables()
  const keep = [...MIGRATION_TABLES]
  let withRows = 0
  for (const table of tables) {
    if (MIGRATION_TABLES.includes(table)) continue
    const row = await connection.from(table).select(db.raw('1 as found')).first()
    if (row) withRows++
    else keep.push(table)
  }
  if (withRows > 0) await connection.truncateAllTables(keep)
}

/**
 * Per-test hook: every table (modules' too) is emptied before the test, so
 * rows left by an earlier test or a crashed run cannot leak in, and again
 * after it for groups that do not use this hook. Use as
 * `group.each.setup(emptyDatabase)`. Do not rely on ids restarting at 1.
 */
export async function emptyDatabase() {
  await truncateTablesWithRows()
  return truncateTablesWithRows
}
