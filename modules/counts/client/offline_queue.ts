/*
 * Counting where there is no signal: lines wait in IndexedDB until the
 * server has them, and the session's product list is kept there so the
 * count screen loads after an offline reload. A line leaves the queue only
 * when the server answered for it; sending twice is harmless because the
 * server stores a clientId once.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { ApiError } from '@shell/api/client'
import type { CountSessionDetailJson } from '@modules/counts/shared/count_json'
import { COUNT_LIMITS } from '@modules/counts/shared/count_rules'
import { sendLines, type LinePayload } from './api'

export interface QueuedLine {
  clientId: string
  sessionId: number
  /** Who counted it: a shared phone must not send one person's lines as another's. */
  userId: string
  line: LinePayload
  /** Bottles as the screen worked them out (a weighed line sends grams, not the fraction). */
  quantity: number
  queuedAt: number
  /** Set when the server refused the line (it stays visible, never silently dropped). */
  error?: string
}

interface CountsDb extends DBSchema {
  queue: { key: string; value: QueuedLine; indexes: { bySession: number } }
  sessions: { key: number; value: CountSessionDetailJson }
}

let database: Promise<IDBPDatabase<CountsDb>> | null = null

function db() {
  database ??= openDB<CountsDb>('barstock-counts', 1, {
    upgrade(store) {
      const queue = store.createObjectStore('queue', { keyPath: 'clientId' })
      queue.createIndex('bySession', 'sessionId')
      store.createObjectStore('sessions', { keyPath: 'id' })
    },
  })
  return database
}

export async function enqueueLine(
  sessionId: number,
  userId: string,
  line: LinePayload,
  quantity: number
) {
  const store = await db()
  await store.put('queue', {
    clientId: line.clientId,
    sessionId,
    userId,
    line,
    quantity,
    queuedAt: Date.now(),
  })
}

export async function queuedLines(sessionId: number, userId: string): Promise<QueuedLine[]> {
  const store = await db()
  const all = await store.getAllFromIndex('queue', 'bySession', sessionId)
  return all.filter((item) => item.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt)
}

/** Drops a line the server refused, once the counter has seen why. */
export async function forgetLine(clientId: string) {
  const store = await db()
  await store.delete('queue', clientId)
}

export async function keepSession(detail: CountSessionDetailJson) {
  const store = await db()
  await store.put('sessions', detail)
}

export async function keptSession(id: number) {
  const store = await db()
  return store.get('sessions', id)
}

/* A 4xx other than these means the server will never take the line as it is. */
const RETRYABLE = new Set([401, 403, 408, 419, 429])

function refused(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500 && !RETRYABLE.has(error.status)
}

const flushing = new Map<number, Promise<void>>()

/**
 * Sends the session's queued lines in batches; one flush per session at a
 * time in this tab. A batch the server refuses is retried line by line so
 * one bad line cannot hold back the others; a refused line keeps its
 * reason. Network trouble stops the flush (the lines stay queued).
 */
export function flushQueue(sessionId: number, userId: string): Promise<void> {
  const running = flushing.get(sessionId)
  if (running) return running
  const run = (async () => {
    const store = await db()
    const queued = await queuedLines(sessionId, userId)
    const pending = queued.filter((item) => !item.error)
    for (let start = 0; start < pending.length; start += COUNT_LIMITS.maxLinesPerRequest) {
      const batch = pending.slice(start, start + COUNT_LIMITS.maxLinesPerRequest)
      try {
        await sendLines(
          sessionId,
          batch.map((item) => item.line)
        )
        for (const item of batch) await store.delete('queue', item.clientId)
      } catch (error) {
        if (!refused(error)) throw error
        for (const item of batch) {
          try {
            await sendLines(sessionId, [item.line])
            await store.delete('queue', item.clientId)
          } catch (lineError) {
            if (!refused(lineError)) throw lineError
            await store.put('queue', {
              ...item,
              error: lineError.serverMessage ?? lineError.message,
            })
          }
        }
      }
    }
  })().finally(() => flushing.delete(sessionId))
  flushing.set(sessionId, run)
  return run
}
