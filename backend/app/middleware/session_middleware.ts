import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PackageSessionMiddleware from '@adonisjs/session/session_middleware'
import { isStatelessRoute } from '#app/http/stateless_routes'

/** @adonisjs/session's middleware, skipped on stateless routes (health). */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isStatelessRoute(ctx)) return next()
    const session = await app.container.make(PackageSessionMiddleware)
    return session.handle(ctx, next)
  }
}
