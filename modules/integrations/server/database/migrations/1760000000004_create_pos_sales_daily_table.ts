import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Daily sales rollup (DESIGN §10), written in the same transaction as the
 * lines. recipe_id 0 holds lines without a recipe (unmapped, straight pours).
 */
export default class extends BaseSchema {
  protected tableName = 'pos_sales_daily'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('day', 10).notNullable()
      table.integer('recipe_id').unsigned().notNullable()
      table.decimal('quantity', 14, 3).notNullable().defaultTo(0)
      table.decimal('revenue', 14, 2).notNullable().defaultTo(0)
      table.integer('line_count').notNullable().defaultTo(0)
      table.primary(['day', 'recipe_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
