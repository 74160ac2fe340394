import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What finalizing wrote, per product: the stock expected before and the
 * counted stock after. The variance report reads counted totals from here.
 */
export default class extends BaseSchema {
  protected tableName = 'count_results'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('count_sessions')
        .onDelete('RESTRICT')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      table.decimal('expected_stock', 12, 3).notNullable()
      table.decimal('counted_stock', 12, 3).notNullable()
      /* True for an uncounted product the manager chose to set to 0. */
      table.boolean('zeroed').notNullable().defaultTo(false)
      table.primary(['session_id', 'product_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
