import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
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
 * every load and that only a write can change. A read is kept while it
 * runs, so requests that come meanwhile wait for it instead of reading
 * too. Where no version is known (MySQL) nothing is kept: a request reads
 * afresh, or, while a read of its key runs, shares the one read that
 * starts after that (so it still sees every write made before it came).
 * The answer is shared between callers, who must not change it; at most
 * `limit` keys are kept, the oldest dropped first.
 */
export class KeptPerVersion<T> {
  #kept = new Map<string, { version: string; value: Promise<T> }>()
  #running = new Map<string, Promise<T>>()
  #queued = new Map<string, Promise<T>>()

  constructor(private readonly limit = 12) {}

  get(key: string, read: () => Promise<T>): Promise<T> {
    const version = databaseVersion()
    if (version === null) return this.#readAfterArrival(key, read)
    const kept = this.#kept.get(key)
    if (kept?.version === version) return kept.value
    const value = read()
    this.#kept.delete(key)
    if (this.#kept.size >= this.limit) this.#kept.delete(this.#kept.keys().next().value!)
    const entry = { version, value }
    this.#kept.set(key, entry)
    value.catch(() => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key)
    })
    return value
  }

  /* At most one read of a key runs, and one waits to start after it (concurrent full lists on MySQL). */
  #readAfterArrival(key: string, read: () => Promise<T>): Promise<T> {
    const queued = this.#queued.get(key)
    if (queued) return queued
    const start = () => {
      const value = read()
      this.#running.set(key, value)
      const done = () => {
        if (this.#running.get(key) === value) this.#running.delete(key)
      }
      value.then(done, done)
      return value
    }
    const running = this.#running.get(key)
    if (!running) return start()
    const next = running
      .catch(() => undefined)
      .then(() => {
        this.#queued.delete(key)
        return start()
      })
    this.#queued.set(key, next)
    return next
  }
}

/* Reads on SQLite that a write may spoil before the next one runs in a transaction. */
const UNSHARED_ATTEMPTS = 2

/**
 * What `read` answers for one state of the database, though it reads in
 * several queries and yields between them so other requests are served
 * meanwhile (the full product list at 100k products). On SQLite, read on
 * the app's connection outside a transaction and read again when anything
 * committed in between; after a second such write, and on MySQL always, in
 * one transaction (a consistent snapshot). A transaction on SQLite holds
 * the one connection, so other requests' queries wait for it: kept for when
 * writes come faster than the read.
 */
export async function readConsistently<T>(
  read: (client: QueryClientContract) => Promise<T>
): Promise<T> {
  const connection = db.connection()
  if (connection.dialect.name === 'better-sqlite3') {
    for (let attempt = 0; attempt < UNSHARED_ATTEMPTS; attempt++) {
      const before = databaseVersion()
      const answer = await read(connection)
      if (databaseVersion() === before) return answer
    }
  }
  return db.transaction((trx) => read(trx))
}
