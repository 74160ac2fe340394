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
function databaseVersion(): string | null {
  const reader = sqliteReader()
  if (!reader) return null
  let number = readerNumbers.get(reader)
  if (number === undefined) readerNumbers.set(reader, (number = ++readersSeen))
  return `${number}:${reader.pragma('data_version', { simple: true })}`
}

/**
 * What `read` answered for a key, kept while databaseVersion() stays the
 * same: for aggregates over the whole catalogue that screens ask for on
 * every load and that only a write can change. Where no version is known
 * (MySQL) every call reads. The answer is shared between callers, who must
 * not change it; at most `limit` keys are kept, the oldest dropped first.
 */
export class KeptPerVersion<T> {
  #kept = new Map<string, { version: string; value: T }>()

  constructor(private readonly limit = 12) {}

  async get(key: string, read: () => Promise<T>): Promise<T> {
    const version = databaseVersion()
    const kept = this.#kept.get(key)
    if (version !== null && kept?.version === version) return kept.value
    const value = await read()
    if (version === null) return value
    this.#kept.delete(key)
    if (this.#kept.size >= this.limit) this.#kept.delete(this.#kept.keys().next().value!)
    this.#kept.set(key, { version, value })
    return value
  }
}
