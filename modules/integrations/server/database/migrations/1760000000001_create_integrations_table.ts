import { BaseSchema } from '@adonisjs/lucid/schema'

/** Point-of-sale connections. Secrets are stored encrypted with the app key, never in clear. */
export default class extends BaseSchema {
  protected tableName = 'integrations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('type', 32).notNullable()
      table.text('api_key_encrypted').notNullable()
      table.string('api_key_hint', 8).notNullable()
      table.text('api_secret_encrypted').nullable()
      table.string('api_secret_hint', 8).nullable()
      table.text('webhook_key_encrypted').notNullable()
      table.string('webhook_key_hint', 8).notNullable()
      table.string('endpoint', 500).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.boolean('sync_inventory').notNullable().defaultTo(true)
      table.boolean('sync_sales').notNullable().defaultTo(true)
      table.string('location_id', 120).nullable()
      table.string('status', 16).notNullable().defaultTo('disconnected')
      table.timestamp('last_sync').nullable()
      table.string('error_message', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
