import { createHash } from 'node:crypto'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { HttpContext } from '@adonisjs/core/http'
import { preferredEncoding } from '#app/http/accept_encoding'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type Encoding = 'br' | 'gzip' | 'identity'

/**
 * A large JSON answer that rarely changes between requests (the spec's full
 * product list): the body is rebuilt on every request, so it is always
 * current in every process, but when it equals the last one the ETag and the
 * compressed bytes are reused — compression costs more than the query — and
 * a client that sends the ETag back gets a 304 without the body.
 */
export class JsonSnapshot {
  #body: string | null = null
  #etag = ''
  #encoded = new Map<Encoding, Promise<Buffer>>()

  async send(ctx: HttpContext, body: string) {
    if (body !== this.#body) {
      this.#body = body
      this.#etag = `"${createHash('sha1').update(body).digest('base64url')}"`
      this.#encoded.clear()
    }
    const { request, response } = ctx
    response.header('ETag', this.#etag)
    response.header('Cache-Control', 'private, no-cache')
    response.header('Vary', 'Accept-Encoding')
    if (request.header('if-none-match') === this.#etag) {
      response.status(304)
      return response.send('')
    }

    const encoding: Encoding =
      preferredEncoding(request.header('accept-encoding'))?.encoding ?? 'identity'
    response.header('Content-Type', 'application/json; charset=utf-8')
    if (encoding === 'identity') return response.send(body)
    let bytes = this.#encoded.get(encoding)
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipAsync(body)
      this.#encoded.set(encoding, bytes)
    }
    /* Already encoded: the compression middleware leaves it alone. */
    response.header('Content-Encoding', encoding)
    return response.send(await bytes)
  }
}
