import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'vendors'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('contact_email', 254).nullable()
      table.string('contact_phone', 40).nullable()
      table.string('address', 500).nullable()
      /* Vendors with purchase history are archived, never deleted. */
      table.timestamp('archived_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['archived_at', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
