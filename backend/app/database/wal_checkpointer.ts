import { extname as extensionOf } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type Database from 'better-sqlite3'
import type { WalCheckpointInput } from '#app/database/wal_checkpoint_worker'

/* The worker's own file: .ts when run from the sources (tests, `ace serve`), .js in the build. */
const CHECKPOINT_WORKER = new URL(
  `./wal_checkpoint_worker${extensionOf(fileURLToPath(import.meta.url))}`,
  import.meta.url
)

/* Often enough that the log stays a few MB under a steady stream of writes. */
const CHECKPOINT_EVERY_MS = 1000

const checkpointers = new Map<string, Worker>()

/**
 * SQLite checkpoints the write-ahead log itself inside the commit that
 * takes it past 1,000 pages, and better-sqlite3 runs that commit on the
 * request thread: measured with 50-line receipts, commit p50 0.3 ms but p95
 * 18 ms and up to 90 ms, every request in the process waiting meanwhile.
 * The app's connection checkpoints nothing on commit; a worker
 * thread with its own connection checkpoints every second (one per file and
 * process; unref'd, so it never keeps a process alive). A connection that
 * closes last still checkpoints and removes the log, as SQLite always does.
 */
export function checkpointInBackground(connection: Database.Database) {
  if (connection.memory) return
  const file = connection.name
  connection.pragma('wal_autocheckpoint = 0')
  if (checkpointers.has(file)) return
  const input: WalCheckpointInput = { file, everyMs: CHECKPOINT_EVERY_MS }
  const worker = new Worker(CHECKPOINT_WORKER, { workerData: input })
  worker.unref()
  /* Without it the log would only grow: the connection checkpoints on commit again. */
  const fallBack = () => {
    checkpointers.delete(file)
    if (connection.open) connection.pragma('wal_autocheckpoint = 1000')
  }
  worker.on('error', fallBack)
  worker.on('exit', fallBack)
  checkpointers.set(file, worker)
}
