import { BaseSchema } from '@adonisjs/lucid/schema'

/** The stock ledger: current_stock always equals the sum of a product's quantity_change. */
export default class extends BaseSchema {
  protected tableName = 'inventory_adjustments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      table.string('adjustment_type', 32).notNullable()
      table.decimal('quantity_change', 12, 3).notNullable()
      table.decimal('resulting_stock', 12, 3).notNullable()
      table.string('reason', 255).nullable()
      table.string('source_type', 32).nullable()
      table.string('source_id', 64).nullable()
      table.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('adjustment_date').notNullable()

      table.index(['product_id', 'adjustment_date'])
      table.index(['adjustment_date'])
      table.index(['source_type', 'source_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
