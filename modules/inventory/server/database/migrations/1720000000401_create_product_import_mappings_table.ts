import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The column mapping a manager chose for a product file, remembered per
 * header set (a SHA-256 of the file's normalised headers) so the next file
 * from the same distributor or POS imports without asking again.
 */
export default class extends BaseSchema {
  protected tableName = 'product_import_mappings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('header_hash', 64).notNullable().unique()
      /* JSON: import field → 0-based column index or null. */
      table.text('mapping').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
