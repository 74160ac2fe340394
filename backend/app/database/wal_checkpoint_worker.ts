/*
 * Worker thread: checkpoints an SQLite database's write-ahead log from a
 * connection of its own, so the page copies and the fsync of a checkpoint
 * never run on the thread that serves requests (wal_checkpointer.ts).
 * Self-contained (no app imports): it starts the same way from the
 * TypeScript sources and from the build.
 *
 * In: workerData { file, everyMs }.
 */
import { workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

export interface WalCheckpointInput {
  file: string
  everyMs: number
}

const { file, everyMs } = workerData as WalCheckpointInput
const connection = new Database(file, { fileMustExist: true })

/*
 * PASSIVE copies what no reader still needs and never waits for a lock, so
 * the app's writer goes on appending meanwhile; frames it could not copy yet
 * are copied the next time. The log restarts from its beginning once all
 * of it has been copied.
 */
setInterval(() => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    /* A busy or briefly missing file (a restore): the next tick tries again. */
  }
}, everyMs)
