import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A shipment received against a purchase order. The atomic receive call
 * keeps one receipt per order and bumps `revision` on each adjustment;
 * the spec's step-by-step client may create more, the latest counts.
 */
export default class extends BaseSchema {
  protected tableName = 'receipts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('purchase_order_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('purchase_orders')
        .onDelete('RESTRICT')
      table.timestamp('received_date').notNullable()
      table.string('invoice_photo_url', 500).nullable()
      table.text('notes').nullable()
      table.boolean('is_complete').notNullable().defaultTo(false)
      /* True when this receipt's quantities went into stock through the ledger (atomic call). */
      table.boolean('stock_applied').notNullable().defaultTo(false)
      table.integer('revision').unsigned().notNullable().defaultTo(1)
      /*
       * When the current version was written, in epoch ms (timestamps keep
       * whole seconds on MySQL): a receive request that arrived before it
       * raced this version and gets a 409 instead of adjusting it.
       */
      table.bigInteger('version_ms').notNullable().defaultTo(0)
      table.uuid('received_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      /* The latest adjustment; earlier versions are in receipt_revisions. */
      table.timestamp('adjusted_at').nullable()
      table.uuid('adjusted_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      /* The order created for what this shipment still owed. */
      table
        .integer('back_order_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('purchase_orders')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['purchase_order_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
