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
 * product list). With a `version` (data_version.ts) the body is rebuilt only
 * when the database changed since the last one — building it costs tens of
 * ms per 10k rows, all of them one blocked event loop — and without one
 * (MySQL) on every request, so it is always current in every process. When
 * the body equals the last one, the ETag and the compressed bytes are reused
 * (compression costs more than the query), and a client that sends the ETag
 * back gets a 304 without the body.
 */
export class JsonSnapshot {
  #body: string | null = null
  #version: string | null = null
  #etag = ''
  #encoded = new Map<Encoding, Promise<Buffer>>()

  /** `version` is read before `build` runs: see databaseVersion(). */
  async send(ctx: HttpContext, version: string | null, build: () => Promise<string>) {
    const body = version !== null && version === this.#version ? this.#body! : await build()
    /* Set with the body it describes: a slower build of an older version leaves that pair. */
    this.#version = version
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
