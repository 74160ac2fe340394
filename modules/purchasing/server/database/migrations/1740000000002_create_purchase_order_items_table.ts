import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'purchase_order_items'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('purchase_order_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('purchase_orders')
        .onDelete('CASCADE')
      /* RESTRICT: a product on an order is archived by inventory, never deleted. */
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      /* Loose bottles; cases are counted separately and multiplied by the case size. */
      table.decimal('quantity', 12, 3).notNullable().defaultTo(0)
      table.integer('cases').notNullable().defaultTo(0)
      table.decimal('unit_cost', 10, 2).notNullable().defaultTo(0)
      table.decimal('case_cost', 10, 2).nullable()
      table.decimal('total_cost', 10, 2).notNullable().defaultTo(0)

      table.index(['purchase_order_id'])
      table.index(['product_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
