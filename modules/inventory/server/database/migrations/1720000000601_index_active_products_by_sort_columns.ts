import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The inventory screen sorts active products by category, stock or unit
 * cost, ties by name then id, one page at a time. An index on the sort
 * column alone cannot hand rows over in that order: at 100k products every
 * such page read the whole catalogue into a temporary b-tree (~100 ms on
 * SQLite). (archived_at, column, name, id) gives the rows in page order,
 * forwards for ascending and backwards for descending, so a page reads only
 * its own rows. They replace the single-column indexes, which no query
 * uses without `archived_at IS NULL`.
 */
const SORT_COLUMNS = ['category', 'current_stock', 'unit_cost'] as const

export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      for (const column of SORT_COLUMNS) {
        table.index(['archived_at', column, 'name', 'id'], `products_active_${column}_index`)
      }
    })
    this.schema.alterTable(this.tableName, (table) => {
      for (const column of SORT_COLUMNS) table.dropIndex([column])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      for (const column of SORT_COLUMNS) table.index([column])
    })
    this.schema.alterTable(this.tableName, (table) => {
      for (const column of SORT_COLUMNS) {
        table.dropIndex(['archived_at', column, 'name', 'id'], `products_active_${column}_index`)
      }
    })
  }
}
