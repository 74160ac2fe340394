import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What a POS item is: a recipe, or a product poured straight (pour_oz).
 * item_key is 'id:<provider item id>' or 'name:<name>|<variation>', lower case.
 */
export default class extends BaseSchema {
  protected tableName = 'pos_item_mappings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('item_key', 300).notNullable().unique()
      table.string('pos_item_name', 200).nullable()
      table.string('pos_variation', 200).nullable()
      /* No foreign key: a deleted recipe or product leaves its sales history readable. */
      table.integer('recipe_id').unsigned().nullable()
      table.integer('product_id').unsigned().nullable()
      table.decimal('pour_oz', 8, 3).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
