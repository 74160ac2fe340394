import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SECURITY_HEADERS } from '#app/http/security_headers'

/**
 * Runs before the static middleware, which copies the response's headers
 * onto every file it serves, and before the router, so each answer gets
 * the same set (see security_headers.ts).
 */
export default class SecurityHeadersMiddleware {
  handle({ response }: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.header(name, value)
    return next()
  }
}
