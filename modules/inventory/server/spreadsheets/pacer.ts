import { setImmediate as yieldToEventLoop } from 'node:timers/promises'

/* Synchronous work allowed between two yields: other requests wait at most about this long. */
const SLICE_MS = 10

/**
 * Paces long CPU work on the request thread (parsing, validating and
 * planning an import): `await pacer.pause()` in the loop yields to the
 * event loop once a slice of SLICE_MS has been used, so other requests are
 * served in between whatever the speed of the machine. Awaiting a query
 * does not do that on SQLite: better-sqlite3 answers synchronously.
 */
export class Pacer {
  #since = performance.now()

  /** True when the current slice is used up. */
  get due() {
    return performance.now() - this.#since >= SLICE_MS
  }

  async pause() {
    if (!this.due) return
    await this.yield()
  }

  /** Yields now (between two database batches, say) and starts a new slice. */
  async yield() {
    await yieldToEventLoop()
    this.#since = performance.now()
  }
}
