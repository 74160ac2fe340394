import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'receipt_items'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('receipt_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('receipts')
        .onDelete('CASCADE')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      /* Null for lines written by the spec's step-by-step client, which names products only. */
      table
        .integer('purchase_order_item_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('purchase_order_items')
        .onDelete('SET NULL')
      /* Bottles, fractional like stock (DESIGN §6). */
      table.decimal('expected_quantity', 12, 3).notNullable().defaultTo(0)
      table.decimal('received_quantity', 12, 3).notNullable().defaultTo(0)
      table.integer('received_cases').nullable()
      table.decimal('received_bottles', 12, 3).nullable()
      /* The actual invoice costs of this line; null when the client did not say. */
      table.decimal('unit_cost', 10, 2).nullable()
      table.decimal('case_cost', 10, 2).nullable()
      table.decimal('line_total', 12, 2).nullable()
      table.string('discrepancy_note', 1000).nullable()
      table.index(['receipt_id'])
      table.index(['product_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
