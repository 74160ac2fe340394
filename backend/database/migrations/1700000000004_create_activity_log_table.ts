import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'activity_log'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('action', 64).notNullable()
      table.string('entity_type', 64).notNullable()
      table.string('entity_id', 64).nullable()
      table.string('summary', 255).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
      table.index(['entity_type', 'entity_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
