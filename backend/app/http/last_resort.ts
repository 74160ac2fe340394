import { HttpContext } from '@adonisjs/core/http'
import type { Logger } from '@adonisjs/core/logger'

/**
 * The last line of defence: an exception no code path caught (a throw in a
 * stream callback, a promise nobody awaited) is logged and, when it
 * happened while serving a request, answers that one request with a plain
 * 500 — the process keeps serving everyone else. Async local storage
 * (config/app.ts) lets the handler find the request it came from. A bug
 * that reaches this point is still a bug: the log line says so.
 */
export function installLastResortHandlers(logger: Logger) {
  const handle = (kind: string) => (error: unknown) => {
    const ctx = HttpContext.get()
    logger.error(
      { err: error, request_id: ctx?.request.id() },
      `${kind} escaped request handling; answered 500 and kept serving`
    )
    const response = ctx?.response
    if (response && response.isPending && !response.headersSent) {
      response.status(500).json({ message: 'Internal server error' })
      response.finish()
    }
  }
  process.on('uncaughtException', handle('Uncaught exception'))
  process.on('unhandledRejection', handle('Unhandled rejection'))
}
