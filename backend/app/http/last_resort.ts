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
export function answerEscapedError(
  logger: Logger,
  kind: string,
  error: unknown,
  ctx: HttpContext | null
) {
  logger.error(
    { err: error, request_id: ctx?.request.id() },
    `${kind} escaped request handling; answered 500 and kept serving`
  )
  const response = ctx?.response
  if (response && response.isPending) {
    response.status(500).json({ message: 'Internal server error' })
    response.finish()
  }
}

export function installLastResortHandlers(logger: Logger) {
  process.on('uncaughtException', (error) =>
    answerEscapedError(logger, 'Uncaught exception', error, HttpContext.get())
  )
  process.on('unhandledRejection', (error) =>
    answerEscapedError(logger, 'Unhandled rejection', error, HttpContext.get())
  )
}
