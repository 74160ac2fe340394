import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A product's unit cost may be unknown (NULL): an imported row with a blank
 * cost is not free, and recipes using it must show an incomplete cost.
 * Existing rows keep their values; the default stays 0 for API clients
 * that create products without a cost, as before.
 *
 * SQLite cannot alter a column, so knex rebuilds the table (copy, drop,
 * rename). It turns foreign keys off for that, which SQLite ignores inside
 * a transaction: with them on, dropping the old table would delete the
 * count areas' product rows (ON DELETE CASCADE) and fail on every RESTRICT.
 * Hence no migration transaction here; knex runs the rebuild in its own and
 * checks the foreign keys before it commits.
 */
export default class extends BaseSchema {
  static disableTransactions = true

  protected tableName = 'products'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.decimal('unit_cost', 10, 2).nullable().defaultTo(0).alter()
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('unit_cost').update({ unit_cost: 0 })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.decimal('unit_cost', 10, 2).notNullable().defaultTo(0).alter()
    })
  }
}
