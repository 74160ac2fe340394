import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'recipes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.text('instructions').nullable()
      /*
       * The cost when last saved (or as entered, for a recipe without
       * ingredients); reads recompute it from current product costs.
       */
      table.decimal('cost_per_serving', 10, 2).nullable()
      /* As entered; derived from menu_price and the cost when a menu price is set. */
      table.decimal('profit_margin', 5, 2).nullable()
      table.decimal('menu_price', 10, 2).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
