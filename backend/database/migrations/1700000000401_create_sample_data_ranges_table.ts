import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which rows the demo bar added: per table, the ids the sample-data load
 * inserted (one transaction, so one contiguous range), so an admin can
 * remove the demo bar later without touching anything entered by hand.
 */
export default class extends BaseSchema {
  protected tableName = 'sample_data_ranges'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('table_name', 64).notNullable().unique()
      table.bigInteger('first_id').notNullable()
      table.bigInteger('last_id').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
