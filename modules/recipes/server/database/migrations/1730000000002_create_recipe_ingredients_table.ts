import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'recipe_ingredients'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('recipe_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('recipes')
        .onDelete('CASCADE')
      /* RESTRICT: inventory archives a product that recipes still use instead of deleting it. */
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('RESTRICT')
      table.string('amount', 40).notNullable()
      table.decimal('amount_in_oz', 10, 3).nullable()
      table.boolean('is_whole_bottle').notNullable().defaultTo(false)
      table.index(['recipe_id'])
      /* not-in-recipes and the usage counts look ingredients up by product. */
      table.index(['product_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
