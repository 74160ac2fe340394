import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PackageStaticMiddleware from '@adonisjs/static/static_middleware'
import { preferredEncoding } from '#app/http/accept_encoding'
import { PRECOMPRESSED_TYPES } from '#app/http/precompressed'

const publicDir = app.publicPath()

/** Whether the build made the precompressed file (`suffix`) for a URL path. */
async function hasVariant(urlPath: string, suffix: string) {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return false
  }
  /* Only plain paths inside the public folder; serve-static judges anything odd itself. */
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) {
    return false
  }
  const file = normalize(join(publicDir, decoded))
  if (!file.startsWith(publicDir + sep)) return false
  const found = await stat(file + suffix).catch(() => undefined)
  return found?.isFile() ?? false
}

/**
 * Built assets, never for /api paths: serve-static would otherwise look
 * each API request up on disk first (a file-system call per request).
 * Runs before the compression middleware: text files go out as the build
 * compressed them (precompressed.ts), served by serve-static from the
 * variant's own file — so its ETag, Last-Modified and length — under the
 * original's type and caching rules (config/static.ts).
 */
export default class StaticMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const path = request.url()
    if (path.startsWith('/api/')) return next()
    const files = await app.container.make(PackageStaticMiddleware)
    const method = request.method()
    const file = path === '/' ? '/index.html' : path
    const type = PRECOMPRESSED_TYPES[extname(file)]
    if (!type || (method !== 'GET' && method !== 'HEAD')) return files.handle(ctx, next)

    response.header('Vary', 'Accept-Encoding')
    const variant = preferredEncoding(request.header('accept-encoding'))
    if (!variant || !(await hasVariant(file, variant.suffix))) return files.handle(ctx, next)

    response.header('Content-Encoding', variant.encoding)
    response.header('Content-Type', type)
    const raw = request.request
    const url = raw.url
    raw.url = file + variant.suffix
    /* Gone since the look-up: the next handler answers, without the variant's headers. */
    const fallThrough = () => {
      raw.url = url
      response.removeHeader('Content-Encoding')
      response.removeHeader('Content-Type')
      return next()
    }
    try {
      return await files.handle(ctx, fallThrough)
    } finally {
      raw.url = url
    }
  }
}
