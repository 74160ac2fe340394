import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Earlier versions of a receipt: before an adjustment replaces quantities
 * and costs, the version being replaced is kept here as JSON (read-only).
 */
export default class extends BaseSchema {
  protected tableName = 'receipt_revisions'

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
      table.integer('revision').unsigned().notNullable()
      table.text('snapshot', 'longtext').notNullable()
      table.uuid('replaced_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('replaced_at').notNullable()
      table.unique(['receipt_id', 'revision'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
