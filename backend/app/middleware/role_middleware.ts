import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { roleAtLeast, type Role } from '#app/auth/roles'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'

/**
 * Runs after `auth`: refuses the request unless the user's role is at least
 * the one the route names.
 */
export default class RoleMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { atLeast: Role }) {
    const user = ctx.auth.getUserOrFail()
    if (!roleAtLeast(user.role, options.atLeast)) {
      throw new ForbiddenException(`This action needs the ${options.atLeast} role`)
    }
    return next()
  }
}
