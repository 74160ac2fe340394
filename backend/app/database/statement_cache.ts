import type { Database, Statement } from 'better-sqlite3'

/* Enough for every query shape the app repeats; one-off texts (id lists) fall out first. */
const CACHED_STATEMENTS = 256

/**
 * knex prepares every query afresh on better-sqlite3, and compiling a
 * statement costs more than running most of ours (a session or user look-up,
 * a 50-row INSERT): each connection keeps its most recently used statements
 * by SQL text. Safe because knex only calls `all`/`run`, which finish
 * before they return, so a statement is never in use twice; SQLite
 * recompiles a cached statement itself after a schema change.
 */
export function cacheStatements(connection: Database) {
  const prepare = connection.prepare.bind(connection)
  const cache = new Map<string, Statement>()
  connection.prepare = ((sql: string) => {
    let statement = cache.get(sql)
    if (statement) {
      /* Re-inserted, so the Map's order is least recently used first. */
      cache.delete(sql)
    } else {
      statement = prepare(sql)
      if (cache.size >= CACHED_STATEMENTS) cache.delete(cache.keys().next().value!)
    }
    cache.set(sql, statement)
    return statement
  }) as Database['prepare']
}
