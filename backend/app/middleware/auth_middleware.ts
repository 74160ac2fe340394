import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@adonisjs/auth'

/**
 * Requires a signed-in, enabled user. A user disabled by an admin loses
 * access on the next request, not when the session expires.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = await ctx.auth.authenticateUsing(['web'])
    if (user.disabled) {
      await ctx.auth.use('web').logout()
      throw new errors.E_UNAUTHORIZED_ACCESS('Account disabled', {
        guardDriverName: 'session',
      })
    }
    return next()
  }
}
