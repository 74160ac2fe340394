import { sqliteReader } from '#app/database/sqlite_reader'

/* A reader opened afresh (another database file) counts data_version from the start again. */
const readerNumbers = new WeakMap<object, number>()
let readersSeen = 0

/**
 * A token that stays the same only while nothing in the database changed,
 * whichever process or connection wrote; null where none is known (MySQL),
 * so the caller rebuilds. SQLite's `data_version` moves on a connection with
 * every commit of any other connection to the file, and the reader
 * (sqlite_reader.ts) never writes itself. Read it before the data it
 * describes: a commit in between then costs one needless rebuild, never a
 * stale answer.
 */
export function databaseVersion(): string | null {
  const reader = sqliteReader()
  if (!reader) return null
  let number = readerNumbers.get(reader)
  if (number === undefined) readerNumbers.set(reader, (number = ++readersSeen))
  return `${number}:${reader.pragma('data_version', { simple: true })}`
}
