import { BaseSchema } from '@adonisjs/lucid/schema'

/** A count: opened by a manager for all areas or some, finalized once. */
export default class extends BaseSchema {
  protected tableName = 'count_sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('status', 16).notNullable().defaultTo('open')
      table.boolean('all_areas').notNullable().defaultTo(true)
      table.uuid('opened_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('opened_at').notNullable()
      table.uuid('finalized_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('finalized_at').nullable()
      /* The stock ledger's newest row id once finalizing wrote the counts: where a variance period starts or ends. */
      table.bigInteger('ledger_mark').unsigned().nullable()
      table.index(['status', 'finalized_at'])
    })
    this.schema.createTable('count_session_areas', (table) => {
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable(this.tableName)
        .onDelete('CASCADE')
      table
        .integer('area_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('count_areas')
        .onDelete('RESTRICT')
      table.primary(['session_id', 'area_id'])
    })
  }

  async down() {
    this.schema.dropTable('count_session_areas')
    this.schema.dropTable(this.tableName)
  }
}
