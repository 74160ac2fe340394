import type { HttpContext } from '@adonisjs/core/http'

/**
 * Routes that never read or write a session and skip the CSRF check:
 * health checks answer even with the database down (DESIGN §10) and cost
 * no cookie work under a monitor's load; a POS webhook is authenticated by
 * its signature, and a POS posting all night must not leave session rows.
 */
const STATELESS_ROUTES = new Set(['/api/health', '/api/integrations/:id/webhook'])

export function isStatelessRoute(ctx: HttpContext): boolean {
  return ctx.route !== undefined && STATELESS_ROUTES.has(ctx.route.pattern)
}
