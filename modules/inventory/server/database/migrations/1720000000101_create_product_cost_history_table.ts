import { BaseSchema } from '@adonisjs/lucid/schema'

/** Every change of a product's unit or case cost, with where it came from (DESIGN §6). */
export default class extends BaseSchema {
  protected tableName = 'product_cost_history'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        /* A product with cost history is archived, never deleted (its history stays). */
        .onDelete('RESTRICT')
      table.decimal('old_unit_cost', 10, 2).nullable()
      table.decimal('new_unit_cost', 10, 2).nullable()
      table.decimal('old_case_cost', 10, 2).nullable()
      table.decimal('new_case_cost', 10, 2).nullable()
      /* 'receipt', 'edit', 'import' … and the id of that source. */
      table.string('source_type', 32).notNullable()
      table.string('source_id', 64).nullable()
      table.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('changed_at').notNullable()
      table.index(['product_id', 'changed_at'])
      table.index(['source_type', 'source_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
