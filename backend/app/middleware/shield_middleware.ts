import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PackageShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { CsrfGuard } from '#app/auth/csrf'

const config = app.config.get<ShieldConfig>('shield')

/*
 * Shield's headers (CSP, frame, HSTS, sniffing) as config/shield.ts sets
 * them, built once instead of per request; its CSRF settings drive our
 * CsrfGuard, which needs no stored session and skips stateless routes
 * (they have no session).
 */
const headers = new PackageShieldMiddleware(
  { ...config, csrf: { ...config.csrf, enabled: false } },
  encryption as never
)
const csrf = new CsrfGuard(config.csrf)

export default class ShieldMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.session) csrf.handle(ctx)
    return headers.handle(ctx, next)
  }
}
