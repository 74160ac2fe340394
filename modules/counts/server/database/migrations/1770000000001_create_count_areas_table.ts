import { BaseSchema } from '@adonisjs/lucid/schema'

/** Storage areas a count walks through; a bar starts with four and edits them. */
export default class extends BaseSchema {
  protected tableName = 'count_areas'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 80).notNullable()
      table.integer('position').notNullable().defaultTo(0)
      /* Areas named by count lines are archived, never deleted. */
      table.timestamp('archived_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['archived_at', 'position'])
    })
    this.defer(async (db) => {
      const now = new Date()
      await db.table(this.tableName).multiInsert(
        ['Bar', 'Back Bar', 'Cellar', 'Walk-in'].map((name, position) => ({
          name,
          position,
          created_at: now,
          updated_at: now,
        }))
      )
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
