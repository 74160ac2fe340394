import { constants } from 'node:zlib'
import compression from 'compression'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { compressWholeAnswers } from '#app/http/compress_whole'

/*
 * Brotli at quality 1 for answers built per request: a 70 KB report costs
 * 0.13 ms instead of 0.33 ms at the package's default 4, for 4.7 KB on the
 * wire instead of 3.8. The full product list compresses once, harder (JsonSnapshot).
 */
const compress = compression({
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
})

/**
 * AdonisJS has no response compression. The `compression` package patches the
 * raw Node response, so JSON, streamed exports and the client-route index.html
 * written after this point are all brotli/gzip encoded when the client accepts
 * it; an answer sent whole is compressed at once over its patches
 * (compress_whole.ts). Static files never reach it: the build compressed them
 * (precompressed.ts).
 */
export default class CompressionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const request = ctx.request.request as Parameters<typeof compress>[0]
    const response = ctx.response.response as Parameters<typeof compress>[1]
    return new Promise<void>((resolve, reject) => {
      compress(request, response, (error?: unknown) => {
        if (error) return reject(error)
        compressWholeAnswers(request, response)
        Promise.resolve(next()).then(() => resolve(), reject)
      })
    })
  }
}
