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

export interface ActivityFilters {
  limit: number
  offset?: number
  /** The entity type a module records ('product', 'purchase_order', …). */
  entityType?: string
  username?: string
  startDate?: Date
  endDate?: Date
}

/** Newest first, narrowed by the filters (the dashboard's list and the activity page). */
export async function recentActivity(filters: ActivityFilters) {
  const query = db.from('activity_log').leftJoin('users', 'users.id', 'activity_log.user_id')
  if (filters.entityType) query.where('activity_log.entity_type', filters.entityType)
  if (filters.username) query.where('users.username', filters.username)
  if (filters.startDate) query.where('activity_log.created_at', '>=', filters.startDate)
  if (filters.endDate) query.where('activity_log.created_at', '<=', filters.endDate)
  const rows = await query
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
    .limit(filters.limit)
    .offset(filters.offset ?? 0)
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

/** The choices the activity page's filters offer: entity types and users seen in the log. */
export async function activityFilterChoices() {
  const [types, users] = await Promise.all([
    db.from('activity_log').distinct('entity_type').orderBy('entity_type', 'asc'),
    db
      .from('users')
      .whereExists((logged) =>
        logged.from('activity_log').whereRaw('activity_log.user_id = users.id').select(db.raw('1'))
      )
      .orderBy('username', 'asc')
      .select('username'),
  ])
  return {
    entityTypes: types.map((row) => row.entity_type as string),
    usernames: users.map((row) => row.username as string),
  }
}
