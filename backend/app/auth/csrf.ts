import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/shield'
import type { CsrfOptions } from '@adonisjs/shield/types'

/*
 * Tokens in the format of the `csrf` package Shield uses (salt-sha1 of salt
 * and secret), so Japa's withCsrfToken() and existing tabs keep working.
 */
const SECRET_KEY = 'csrf-secret'
export const XSRF_COOKIE = 'XSRF-TOKEN'

function hash(text: string) {
  return createHash('sha1').update(text, 'ascii').digest('base64url')
}

export function createToken(secret: string) {
  /* Hex, because the salt ends at the first '-' (base64url may contain one). */
  const salt = randomBytes(4).toString('hex')
  return `${salt}-${hash(`${salt}-${secret}`)}`
}

export function verifyToken(secret: string, token: unknown): boolean {
  if (typeof token !== 'string') return false
  const index = token.indexOf('-')
  if (index < 1) return false
  const expected = Buffer.from(
    `${token.slice(0, index)}-${hash(`${token.slice(0, index)}-${secret}`)}`
  )
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Shield's CSRF check with two changes: the XSRF-TOKEN cookie is a plain
 * token (not encrypted) set only when the browser's copy no longer matches
 * the secret, instead of re-encrypted on every answer; and the secret lives
 * in the session, which for an anonymous visitor is an encrypted cookie
 * (see session_store.ts), so sign-in and setup stay protected without a
 * stored session. The client echoes the cookie as X-XSRF-TOKEN.
 */
export class CsrfGuard {
  #methods: string[]
  #except: CsrfOptions['exceptRoutes']

  constructor(private options: CsrfOptions) {
    this.#methods = (options.methods ?? []).map((method) => method.toUpperCase())
    this.#except = options.exceptRoutes ?? []
  }

  #mustVerify(ctx: HttpContext) {
    if (this.#methods.length && !this.#methods.includes(ctx.request.method())) return false
    if (typeof this.#except === 'function') return !this.#except(ctx)
    return !(ctx.route && this.#except?.includes(ctx.route.pattern))
  }

  #sentToken(ctx: HttpContext): unknown {
    return (
      ctx.request.header('x-xsrf-token') ??
      ctx.request.header('x-csrf-token') ??
      ctx.request.input('_csrf')
    )
  }

  handle(ctx: HttpContext) {
    if (!this.options.enabled) return
    let secret: string | undefined = ctx.session.get(SECRET_KEY)
    if (!secret) {
      secret = randomBytes(18).toString('base64url')
      ctx.session.put(SECRET_KEY, secret)
    }
    if (this.options.enableXsrfCookie) {
      const current = ctx.request.plainCookie(XSRF_COOKIE, { encoded: false })
      if (!verifyToken(secret, current)) {
        ctx.response.plainCookie(XSRF_COOKIE, createToken(secret), {
          ...this.options.cookieOptions,
          httpOnly: false,
          encode: false,
        })
      }
    }
    if (this.#mustVerify(ctx) && !verifyToken(secret, this.#sentToken(ctx))) {
      throw new errors.E_BAD_CSRF_TOKEN()
    }
  }
}
