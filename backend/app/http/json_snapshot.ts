import { createHash } from 'node:crypto'
import { setImmediate } from 'node:timers/promises'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { preferredEncoding } from '#app/http/accept_encoding'
import { KeptPerVersion, readConsistently } from '#app/database/data_version'
import { serializeJson } from '#app/http/serialize_json'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type Encoding = 'br' | 'gzip' | 'identity'

/** Pages of a JSON array, in order, read through the client they are given. */
export type ArrayPages = (client: QueryClientContract) => AsyncIterable<readonly unknown[]>

interface Snapshot {
  body: Buffer
  etag: string
}

/*
 * One page serialized, encoded and hashed per turn of the event loop, so
 * other requests are served in between. Done once at the end, the hash and
 * the string-to-bytes copy of a 100k catalogue (32 MB) held the loop for
 * ~90 ms and ~40 ms.
 */
async function arrayOfPages(pages: AsyncIterable<readonly unknown[]>): Promise<Snapshot> {
  const hash = createHash('sha1')
  const chunks: Buffer[] = []
  const add = (text: string) => {
    const bytes = Buffer.from(text)
    hash.update(bytes)
    chunks.push(bytes)
  }
  let separator = '['
  for await (const page of pages) {
    if (page.length > 0) {
      add(separator + serializeJson(page).slice(1, -1))
      separator = ','
    }
    await setImmediate()
  }
  add(separator === '[' ? '[]' : ']')
  return { body: Buffer.concat(chunks), etag: `"${hash.digest('base64url')}"` }
}

/**
 * A large JSON array that rarely changes between requests (the spec's full
 * product list). The body is kept per database version (KeptPerVersion,
 * data_version.ts): rebuilt only when the database changed since the last
 * one, and on MySQL, where no version is known, on every request, so it is
 * always current in every process. It is built a page at a time, yielding
 * between pages (a whole 100k catalogue at once held the event loop for
 * ~500 ms, 10k for ~60), from one state of the database (readConsistently).
 * When the body equals the last one (same ETag), the compressed bytes are
 * reused (compression costs more than the query), and a client that sends
 * the ETag back gets a 304 without the body.
 */
export class JsonSnapshot {
  readonly #snapshots = new KeptPerVersion<Snapshot>(1)
  #etag = ''
  #encoded = new Map<Encoding, Promise<Buffer>>()

  async send(ctx: HttpContext, pages: ArrayPages) {
    const { body, etag } = await this.#snapshots.get('', () =>
      readConsistently((client) => arrayOfPages(pages(client)))
    )
    if (etag !== this.#etag) {
      this.#etag = etag
      this.#encoded.clear()
    }
    const { request, response } = ctx
    response.header('ETag', etag)
    response.header('Cache-Control', 'private, no-cache')
    response.header('Vary', 'Accept-Encoding')
    if (request.header('if-none-match') === etag) {
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
