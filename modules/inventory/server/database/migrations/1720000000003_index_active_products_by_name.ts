import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every product list reads `archived_at IS NULL ORDER BY name, id`. With
 * (archived_at, name) the rows come out of the index already in order, so
 * GET /api/products?limit=… stops after the first rows instead of sorting
 * the whole catalogue; it replaces the archived_at index it starts with.
 */
export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['archived_at', 'name'], 'products_active_name_index')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['archived_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['archived_at'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['archived_at', 'name'], 'products_active_name_index')
    })
  }
}
