import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'purchase_orders'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('order_number', 40).notNullable().unique()
      /* RESTRICT: a vendor with orders is archived by its module, so history keeps its vendor. */
      table
        .integer('vendor_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('vendors')
        .onDelete('RESTRICT')
      table.string('status', 16).notNullable().defaultTo('created')
      table.decimal('total_amount', 10, 2).notNullable().defaultTo(0)
      table.timestamp('order_date').notNullable()
      table.date('expected_date').nullable()
      table.text('notes').nullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('emailed_at').nullable()
      table.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['status'])
      table.index(['vendor_id'])
      table.index(['order_date'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
