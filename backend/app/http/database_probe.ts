import db from '@adonisjs/lucid/services/db'
import { sqliteReader } from '#app/database/sqlite_reader'

/**
 * How long a successful database check answers for later health checks. A
 * monitor polling hard would otherwise cost one query per probe: on SQLite
 * the query, the pool and knex were a third of a health answer's cost.
 * Within this window a database that just went down still reads as up; a
 * failed check is never reused, so recovery shows on the next probe.
 */
export const DATABASE_CHECK_TTL_MS = 1000

export interface DatabaseCheck {
  ok: boolean
  latencyMs: number
}

let lastSuccess: { at: number; latencyMs: number } | null = null
let inFlight: Promise<DatabaseCheck> | null = null

async function runCheck(): Promise<DatabaseCheck> {
  const started = performance.now()
  try {
    /* On SQLite the reader: a long write transaction does not hold the answer back. */
    const reader = sqliteReader()
    if (reader) reader.prepare('select count(*) from sqlite_master').get()
    else await db.connection().rawQuery('select 1 as ok')
    const latencyMs = Math.round(performance.now() - started)
    lastSuccess = { at: Date.now(), latencyMs }
    return { ok: true, latencyMs }
  } catch {
    lastSuccess = null
    return { ok: false, latencyMs: Math.round(performance.now() - started) }
  }
}

/** The database answers: the last success within the TTL, else one shared query. */
export function checkDatabase(): Promise<DatabaseCheck> | DatabaseCheck {
  if (lastSuccess && Date.now() - lastSuccess.at < DATABASE_CHECK_TTL_MS) {
    return { ok: true, latencyMs: lastSuccess.latencyMs }
  }
  inFlight ??= runCheck().finally(() => (inFlight = null))
  return inFlight
}

/** Drops the remembered success, so the next check queries (tests that take the database down). */
export function forgetDatabaseCheck() {
  lastSuccess = null
}
