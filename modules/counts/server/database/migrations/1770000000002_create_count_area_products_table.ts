import { BaseSchema } from '@adonisjs/lucid/schema'

/** Each area's shelf list: the products in the order a counter walks past them. */
export default class extends BaseSchema {
  protected tableName = 'count_area_products'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('area_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('count_areas')
        .onDelete('CASCADE')
      table
        .integer('product_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('products')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.primary(['area_id', 'product_id'])
      table.index(['product_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
