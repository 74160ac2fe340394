import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('category', 64).notNullable()
      table.string('size', 32).nullable()
      table.decimal('size_in_oz', 10, 2).nullable()
      table.integer('case_size').notNullable().defaultTo(12)
      /* Bottles, fractional because bars count partial bottles (DESIGN §6). Only the stock ledger writes it. */
      table.decimal('current_stock', 12, 3).notNullable().defaultTo(0)
      table.integer('reorder_level').notNullable().defaultTo(10)
      table.integer('par_level').nullable()
      table.decimal('unit_cost', 10, 2).notNullable().defaultTo(0)
      table.decimal('case_cost', 10, 2).nullable()
      table.string('barcode', 64).nullable().unique()
      table
        .integer('vendor_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('vendors')
        .onDelete('SET NULL')
      /* Products with history (ledger rows, recipes, order items) are archived, never deleted. */
      table.timestamp('archived_at').nullable()
      table.timestamp('last_updated').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['name'])
      table.index(['category'])
      table.index(['current_stock'])
      table.index(['unit_cost'])
      table.index(['archived_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
