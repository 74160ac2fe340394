import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One uploaded invoice photo. The row is written when the file is stored
 * (receipt_id still null) and linked to a receipt afterwards, so the
 * generated storage key is unique and an upload URL works once.
 */
export default class extends BaseSchema {
  protected tableName = 'invoice_photos'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('receipt_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('receipts')
        .onDelete('CASCADE')
      table.string('storage_key', 120).notNullable().unique()
      table.string('photo_url', 500).notNullable()
      table.string('file_name', 255).nullable()
      table.string('mime_type', 32).notNullable()
      table.integer('size_bytes').unsigned().notNullable()
      table.uuid('uploaded_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('uploaded_at').notNullable()
      table.index(['receipt_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
