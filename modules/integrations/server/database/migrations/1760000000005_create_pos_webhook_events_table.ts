import { BaseSchema } from '@adonisjs/lucid/schema'

/** Webhook event ids already handled, so a redelivered event is stored once. */
export default class extends BaseSchema {
  protected tableName = 'pos_webhook_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('integration_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('integrations')
        .onDelete('CASCADE')
      table.string('event_id', 200).notNullable()
      table.timestamp('received_at').notNullable()
      table.unique(['integration_id', 'event_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
