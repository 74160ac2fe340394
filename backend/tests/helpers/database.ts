import db from '@adonisjs/lucid/services/db'

const MIGRATION_TABLES = ['adonis_schema', 'adonis_schema_versions']

/**
 * Per-test hook: every table (modules' too) is emptied before the test, so
 * rows left by an earlier test or a crashed run cannot leak in, and again
 * after it for groups that do not use this hook. Use as
 * `group.each.setup(emptyDatabase)`.
 */
export async function emptyDatabase() {
  await db.connection().truncateAllTables(MIGRATION_TABLES)
  return () => db.connection().truncateAllTables(MIGRATION_TABLES)
}
