import { createHash } from 'node:crypto'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { HttpContext } from '@adonisjs/core/http'
import { preferredEncoding } from '#app/http/accept_encoding'
import { KeptPerVersion } from '#app/database/data_version'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type Encoding = 'br' | 'gzip' | 'identity'

/**
 * A large JSON answer that rarely changes between requests (the spec's full
 * product list). The body is kept per database version (KeptPerVersion,
 * data_version.ts): rebuilt only when the database changed since the last
 * one — building it costs tens of ms per 10k rows, all of them one blocked
 * event loop — and on MySQL, where no version is known, on every request, so
 * it is always current in every process. When the body equals the last one,
 * the ETag and the compressed bytes are reused (compression costs more than
 * the query), and a client that sends the ETag back gets a 304 without the
 * body.
 */
export class JsonSnapshot {
  readonly #bodies = new KeptPerVersion<string>(1)
  #body: string | null = null
  #etag = ''
  #encoded = new Map<Encoding, Promise<Buffer>>()

  async send(ctx: HttpContext, build: () => Promise<string>) {
    const body = await this.#bodies.get('', build)
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
