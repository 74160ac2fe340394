import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { modules } from '#start/modules'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { recordActivity } from '#app/activity/activity_log'
import { isStillReferenced } from '#app/database/database_errors'

const RANGES_TABLE = 'sample_data_ranges'
const MARKER = 'sample-data'

/**
 * Tables with a numeric `id`. Read outside any transaction: SQLite has one
 * connection, and the schema queries do not run on the transaction's.
 */
async function tablesWithNumericIds() {
  const connection = db.connection()
  const tables: string[] = []
  for (const table of await connection.getAllTables()) {
    if (table === RANGES_TABLE) continue
    const columns = (await connection.columnsInfo(table)) as Record<string, { type: string }>
    if (columns.id && /int/i.test(columns.id.type)) tables.push(table)
  }
  return tables
}

/** Each table's highest id (0 when empty), read inside the transaction. */
async function highestIds(trx: TransactionClientContract, tables: string[]) {
  const highest = new Map<string, number>()
  for (const table of tables) {
    const row = await trx.from(table).max('id as last').first()
    highest.set(table, Number(row?.last ?? 0))
  }
  return highest
}

export interface SampleDataStatus {
  loaded: boolean
  /** False for a demo bar loaded before its rows were recorded. */
  removable: boolean
}

export async function sampleDataStatus(): Promise<SampleDataStatus> {
  const marker = await db.from('activity_log').where('action', MARKER).first()
  const range = await db.from(RANGES_TABLE).first()
  return { loaded: Boolean(marker), removable: Boolean(marker && range) }
}

/**
 * Loads every module's demo rows in dependency order, in one transaction:
 * either the whole sample bar appears or nothing does. The activity log
 * remembers that it ran, so it cannot be loaded twice; the ids it inserted
 * are recorded per table so `removeSampleData` can take them out again.
 */
export async function loadSampleData(userId: string | null): Promise<string[]> {
  const tables = await tablesWithNumericIds()
  return db.transaction(async (trx) => {
    const previous = await trx.from('activity_log').where('action', MARKER).first()
    if (previous) throw new ConflictException('Sample data is already loaded')
    const before = await highestIds(trx, tables)

    const loaded: string[] = []
    for (const manifest of modules) {
      if (!manifest.sampleData) continue
      const { default: load } = await manifest.sampleData()
      await load(trx, { userId })
      loaded.push(manifest.name)
    }
    await recordActivity(
      {
        userId,
        action: MARKER,
        entityType: 'install',
        summary: `Loaded sample data (${loaded.join(', ') || 'no modules'})`,
      },
      trx
    )

    const after = await highestIds(trx, tables)
    await trx.from(RANGES_TABLE).delete()
    const ranges = [...after]
      .filter(([table, last]) => last > (before.get(table) ?? 0))
      .map(([table, last]) => ({
        table_name: table,
        first_id: (before.get(table) ?? 0) + 1,
        last_id: last,
      }))
    if (ranges.length > 0) await trx.insertQuery().table(RANGES_TABLE).multiInsert(ranges)
    return loaded
  })
}

/**
 * Removes the demo bar: the rows the load inserted, children before parents
 * (a table whose rows are still referenced is retried after the others), in
 * one transaction. Rows someone added later that still point at demo rows
 * (an order for a demo product, a count of one) stop the removal with a 409
 * and nothing is deleted; the demo bar can then be loaded again.
 */
export async function removeSampleData(userId: string | null): Promise<string[]> {
  return db.transaction(async (trx) => {
    const marker = await trx.from('activity_log').where('action', MARKER).first()
    const ranges = await trx.from(RANGES_TABLE).select('table_name', 'first_id', 'last_id')
    if (!marker || ranges.length === 0) {
      throw new ConflictException(
        marker
          ? 'This demo bar was loaded by an older version and cannot be removed automatically'
          : 'No demo bar is loaded'
      )
    }

    let pending = ranges.map((range) => ({
      table: String(range.table_name),
      first: Number(range.first_id),
      last: Number(range.last_id),
    }))
    const removed: string[] = []
    while (pending.length > 0) {
      const blocked: typeof pending = []
      for (const range of pending) {
        try {
          /* A savepoint, so a refused delete leaves the transaction usable. */
          await trx.transaction(async (savepoint) => {
            await savepoint.from(range.table).whereBetween('id', [range.first, range.last]).delete()
          })
          removed.push(range.table)
        } catch (error) {
          if (!isStillReferenced(error)) throw error
          blocked.push(range)
        }
      }
      if (blocked.length === pending.length) {
        throw new ConflictException(
          `The demo data is used by records entered since (${blocked.map((range) => range.table).join(', ')}); nothing was removed`
        )
      }
      pending = blocked
    }
    await trx.from(RANGES_TABLE).delete()
    await trx.from('activity_log').where('action', MARKER).delete()
    await recordActivity(
      {
        userId,
        action: 'sample-data-removed',
        entityType: 'install',
        summary: 'Removed the demo bar',
      },
      trx
    )
    return removed
  })
}
