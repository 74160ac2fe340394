import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { toErrorResponse } from '#app/exceptions/to_error_response'

/**
 * Every error becomes JSON with a `message`; a 5xx never shows a stack, SQL
 * or a path in production. The details are logged instead.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  async handle(error: unknown, ctx: HttpContext) {
    const answer = toErrorResponse(error, { exposeInternal: !app.inProduction })
    for (const [name, value] of Object.entries(answer.headers)) {
      ctx.response.header(name, value)
    }
    return ctx.response.status(answer.status).json(answer.body)
  }

  async report(error: unknown, ctx: HttpContext) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) return
    return super.report(error, ctx)
  }
}
