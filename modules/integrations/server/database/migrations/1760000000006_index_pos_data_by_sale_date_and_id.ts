import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * GET /api/sales-report lists a range's sold lines `ORDER BY sale_date DESC,
 * id DESC` a page at a time. The covering index starts with sale_date but
 * continues with recipe_id, so within a second the rows are not in id
 * order and MariaDB sorted the whole range (~166k rows) for every page.
 * With (sale_date, id) it reads the index backwards and stops after the page.
 */
export default class extends BaseSchema {
  protected tableName = 'pos_data'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['sale_date', 'id'], 'pos_data_sale_date_id_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['sale_date', 'id'], 'pos_data_sale_date_id_index')
    })
  }
}
