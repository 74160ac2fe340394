import db from '@adonisjs/lucid/services/db'
import { modules } from '#start/modules'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { recordActivity } from '#app/activity/activity_log'

/**
 * Loads every module's demo rows in dependency order, in one transaction:
 * either the whole sample bar appears or nothing does. The activity log
 * remembers that it ran, so it cannot be loaded twice.
 */
export async function loadSampleData(userId: string | null): Promise<string[]> {
  return db.transaction(async (trx) => {
    const previous = await trx.from('activity_log').where('action', 'sample-data').first()
    if (previous) throw new ConflictException('Sample data is already loaded')

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
        action: 'sample-data',
        entityType: 'install',
        summary: `Loaded sample data (${loaded.join(', ') || 'no modules'})`,
      },
      trx
    )
    return loaded
  })
}
