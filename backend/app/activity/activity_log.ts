import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export interface ActivityEntry {
  userId: string | null
  action: string
  entityType: string
  entityId?: string | number | null
  summary: string
}

/**
 * Records "who did what to which entity". Pass the caller's transaction so
 * the entry is written, or rolled back, together with the change it names.
 */
export async function recordActivity(entry: ActivityEntry, trx?: TransactionClientContract) {
  await (trx ?? db)
    .insertQuery()
    .table('activity_log')
    .insert({
      user_id: entry.userId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      summary: entry.summary.slice(0, 255),
      created_at: new Date(),
    })
}

export async function recentActivity(limit: number) {
  const rows = await db
    .from('activity_log')
    .leftJoin('users', 'users.id', 'activity_log.user_id')
    .select(
      'activity_log.id',
      'activity_log.action',
      'activity_log.entity_type',
      'activity_log.entity_id',
      'activity_log.summary',
      'activity_log.created_at',
      'users.username'
    )
    .orderBy('activity_log.id', 'desc')
    .limit(limit)
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action as string,
    entityType: row.entity_type as string,
    entityId: row.entity_id as string | null,
    summary: row.summary as string,
    username: (row.username as string | null) ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}
