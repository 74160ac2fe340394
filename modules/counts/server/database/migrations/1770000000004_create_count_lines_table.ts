import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Append-only count lines. client_id is generated on the phone, so a line
 * sent twice (offline queue, retried request) is stored once.
 */
export default class extends BaseSchema {
  protected tableName = 'count_lines'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('client_id', 64).notNullable().unique()
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('count_sessions')
        .onDelete('RESTRICT')
      table
        .integer('area_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('count_areas')
        .onDelete('RESTRICT')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      table.integer('full_bottles').notNullable()
      /* The fraction of the open bottle, thousandths (tenths when counted by eye). */
      table.decimal('partial', 4, 3).notNullable()
      table.decimal('grams', 8, 1).nullable()
      table.string('method', 8).notNullable()
      table.decimal('quantity', 12, 3).notNullable()
      table.uuid('counter_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('counter_note', 255).nullable()
      table.timestamp('device_time').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['session_id', 'product_id'])
    })
    this.schema.createTable('count_recount_requests', (table) => {
      table.increments('id')
      table
        .bigInteger('line_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable(this.tableName)
        .onDelete('CASCADE')
      table.string('note', 255).nullable()
      table.uuid('requested_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['line_id'])
    })
  }

  async down() {
    this.schema.dropTable('count_recount_requests')
    this.schema.dropTable(this.tableName)
  }
}
