import type { HttpContext } from '@adonisjs/core/http'

/**
 * Routes that never read or write a session and skip the CSRF check:
 * health checks answer even with the database down (DESIGN §10) and cost
 * no cookie work under a monitor's load.
 */
const STATELESS_ROUTES = new Set(['/api/health'])

export function isStatelessRoute(ctx: HttpContext): boolean {
  return ctx.route !== undefined && STATELESS_ROUTES.has(ctx.route.pattern)
}
