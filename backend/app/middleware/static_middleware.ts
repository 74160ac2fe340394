import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PackageStaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * Built assets, never for /api paths: serve-static would otherwise look
 * each API request up on disk first (a file-system call per request).
 */
export default class StaticMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url().startsWith('/api/')) return next()
    const files = await app.container.make(PackageStaticMiddleware)
    return files.handle(ctx, next)
  }
}
