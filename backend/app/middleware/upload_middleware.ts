import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { BodyParserConfig } from '@adonisjs/core/types/bodyparser'
import { errors as authErrors } from '@adonisjs/auth'
import { roleAtLeast, type Role } from '#app/auth/roles'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'
import { createRequestUploadFolder, readMultipart, type UploadLimits } from '#app/http/uploads'
import { uploadRoutes } from '#start/modules'
import { MAX_UPLOAD_FILES } from '#config/bodyparser'

const UPLOAD_PATTERNS = new Set(uploadRoutes)

const multipart = app.config.get<BodyParserConfig>('bodyparser').multipart
const LIMITS: UploadLimits = {
  fileBytes: string.bytes.parse(multipart.limit ?? '20mb') ?? 20 * 1024 * 1024,
  fields: multipart.maxFields ?? 100,
  fieldBytes: string.bytes.parse(multipart.fieldsLimit ?? '1mb') ?? 1024 * 1024,
  files: MAX_UPLOAD_FILES,
}

/**
 * The last router middleware: session, CSRF (Shield) and auth have run.
 * A multipart body is read only on a route a module declared in
 * `uploadRoutes`, and only for a signed-in, enabled user whose role the
 * route accepts — so nobody else can make the server write a byte. The
 * request's upload folder is removed when the request ends, whatever the
 * answer (handler error, 403, 413, 422 or success).
 *
 * Everywhere else a multipart body is never read: the handler sees `{}`.
 */
export default class UploadMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const pattern = ctx.route?.pattern
    if (!pattern || !UPLOAD_PATTERNS.has(pattern) || ctx.request.bodyType !== 'multipart') {
      return next()
    }
    await this.#authorize(ctx)

    const folder = await createRequestUploadFolder()
    try {
      await readMultipart(ctx, folder, LIMITS)
      return await next()
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }

  /* The route's own auth and role middleware run later; refusing here keeps the body unread. */
  async #authorize(ctx: HttpContext) {
    await ctx.auth.check()
    const user = ctx.auth.user
    if (!user || user.disabled) {
      throw new authErrors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
        guardDriverName: 'session',
      })
    }
    for (const entry of ctx.route!.middleware.all()) {
      const named = entry as { name?: string; args?: { atLeast?: Role } }
      const required = named.name === 'role' ? named.args?.atLeast : undefined
      if (required && !roleAtLeast(user.role, required)) {
        throw new ForbiddenException(`This action needs the ${required} role`)
      }
    }
  }
}
