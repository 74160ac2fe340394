import app from '@adonisjs/core/services/app'
import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { BodyParserConfig } from '@adonisjs/core/types/bodyparser'
import BodyParser from '@adonisjs/core/bodyparser_middleware'
import { assertSafeBody, BodyTooDeepException } from '#app/http/body_guard'
import { rawBodyRoutes } from '#start/modules'

const RAW_BODY_PATTERNS = new Set(rawBodyRoutes)

/* Built once: the middleware class is instantiated per request, its parser and types need not be. */
const config = app.config.get<BodyParserConfig>('bodyparser')
const ACCEPTED = [...config.json.types, ...config.form.types, ...config.multipart.types]
const parser: BodyParser = await app.container.make(BodyParser)

export class UnsupportedMediaTypeException extends Exception {
  static status = 415
  static code = 'E_UNSUPPORTED_MEDIA_TYPE'
}

/**
 * The framework's body parser with the kernel's guard in front of every
 * parsed body (JSON, form or the upload fields): `assertSafeBody` runs
 * before the framework deep-clones the body and before any session,
 * CSRF check, controller or validator sees it. A body of any other media
 * type is refused with 415 rather than silently read as `{}`. Routes the
 * registry lists in `rawBodyRoutes` are left unread: their handler reads
 * the stream itself.
 */
export default class BodyParserMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    if (ctx.route && RAW_BODY_PATTERNS.has(ctx.route.pattern)) return next()
    if (this.#isMutation(request.method()) && this.#hasContent(ctx) && !request.is(ACCEPTED)) {
      throw new UnsupportedMediaTypeException(
        'Unsupported content type: send the body as application/json'
      )
    }
    const setInitialBody = request.setInitialBody.bind(request)
    request.setInitialBody = (body) => {
      assertSafeBody(body)
      setInitialBody(body)
    }
    let parsed = false
    try {
      return await parser.handle(ctx, () => {
        parsed = true
        return next()
      })
    } catch (error) {
      /* JSON nested tens of thousands deep overflows the parser's own recursion. */
      if (!parsed && error instanceof RangeError) throw new BodyTooDeepException()
      throw error
    }
  }

  /* Clients send `Content-Length: 0` with an empty POST (logout); that is no body to refuse. */
  #hasContent({ request }: HttpContext) {
    const length = request.header('content-length')
    return length === undefined
      ? request.header('transfer-encoding') !== undefined
      : Number(length) > 0
  }

  #isMutation(method: string) {
    return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE'
  }
}
