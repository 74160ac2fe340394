import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The activity page lists newest first (by id) filtered by entity type or
 * by user. With only (entity_type, entity_id) each filtered page sorted
 * every matching row, and on SQLite the filter's user list scanned the
 * whole log once per user: 40–250 ms at 200k rows. MySQL indexes the
 * user_id foreign key itself (its index holds the id too), and would not
 * let the index go again once it serves the key: the user index is SQLite's.
 */
export default class extends BaseSchema {
  protected tableName = 'activity_log'

  async up() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['entity_type', 'id'], 'activity_log_type_newest_index')
      if (sqlite) table.index(['user_id', 'id'], 'activity_log_user_newest_index')
    })
  }

  async down() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['entity_type', 'id'], 'activity_log_type_newest_index')
      if (sqlite) table.dropIndex(['user_id', 'id'], 'activity_log_user_newest_index')
    })
  }
}
