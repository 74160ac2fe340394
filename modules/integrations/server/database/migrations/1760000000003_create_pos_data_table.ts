import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per sold line (SPEC §3 pos_data). Refunds are rows with negative
 * quantity and amount. processed_at is set once the line depleted stock;
 * a line without a mapping waits (null) in the unmapped queue.
 */
export default class extends BaseSchema {
  protected tableName = 'pos_data'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('source', 32).notNullable().defaultTo('pos')
      table.string('transaction_id', 100).notNullable()
      table.string('line_key', 300).notNullable()
      /* No foreign key: deleting a recipe must not rewrite what was sold. */
      table.integer('recipe_id').unsigned().nullable()
      table.integer('product_id').unsigned().nullable()
      table.decimal('quantity', 12, 3).notNullable()
      table.decimal('amount', 10, 2).notNullable()
      table.timestamp('sale_date').notNullable()
      /* The bar's business day when the line was recorded (kernel setting). */
      table.string('business_day', 10).notNullable()
      table.string('item_key', 300).nullable()
      table.string('pos_item_id', 120).nullable()
      table.string('pos_item_name', 200).nullable()
      table.string('pos_variation', 200).nullable()
      table.integer('integration_id').unsigned().nullable()
      table.boolean('is_refund').notNullable().defaultTo(false)
      table.timestamp('processed_at').nullable()
      table.timestamp('created_at').notNullable()

      table.unique(['source', 'transaction_id', 'line_key'])
      /* Covering index for lists and the partial days at a report range's edges. */
      table.index(['sale_date', 'recipe_id', 'quantity', 'amount'], 'pos_data_sale_date_covering')
      table.index(['processed_at', 'item_key'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
