import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Full and empty (tare) bottle weights in grams, so a partial bottle put on
 * a scale during a count becomes a fraction (counts' shared rule).
 */
export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.decimal('full_weight_grams', 8, 1).nullable()
      table.decimal('empty_weight_grams', 8, 1).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('full_weight_grams')
      table.dropColumn('empty_weight_grams')
    })
  }
}
