import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import { RawSession, type RawAnswer } from '#tests/helpers/raw_http'

/* The build writes x.br and x.gz beside each text file (precompressed.ts); the suite brings stand-ins. */
const SCRIPT = 'console.log("Barstock counts bottles")\n'.repeat(60)
const INDEX = `<!doctype html><title>Barstock</title>${'<!-- padding -->'.repeat(80)}`
const ASSET = '/assets/static-files-test.js'

async function writeWithVariants(path: string, content: string) {
  await writeFile(path, content)
  await writeFile(`${path}.br`, brotliCompressSync(content))
  await writeFile(`${path}.gz`, gzipSync(content))
}

function get(path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new RawSession().send({
    method: 'GET',
    path,
    headers: { 'accept-encoding': acceptEncoding, ...headers },
  })
}

function assertSecurityHeaders(assert: Assert, answer: RawAnswer) {
  assert.equal(answer.headers.get('x-frame-options'), 'DENY')
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff')
  assert.include(answer.headers.get('content-security-policy') ?? '', "frame-ancestors 'none'")
}

test.group('Static files are sent as the build compressed them', (group) => {
  const publicPath = app.publicPath()

  group.setup(async () => {
    const created = !existsSync(publicPath)
    await mkdir(join(publicPath, 'assets'), { recursive: true })
    const written = [join(publicPath, ASSET), join(publicPath, 'index.html')]
    await writeWithVariants(written[0], SCRIPT)
    await writeWithVariants(written[1], INDEX)
    return async () => {
      if (created) return rm(publicPath, { recursive: true, force: true })
      for (const file of written) {
        for (const suffix of ['', '.br', '.gz']) await rm(`${file}${suffix}`, { force: true })
      }
    }
  })

  test('an asset goes out brotli-encoded to a browser that accepts it, cached for a year', async ({
    assert,
  }) => {
    const answer = await get(ASSET, 'gzip, deflate, br, zstd')

    assert.equal(answer.status, 200)
    assert.equal(answer.headers.get('content-encoding'), 'br')
    assert.equal(answer.text, SCRIPT)
    assert.equal(answer.headers.get('content-length'), String(brotliCompressSync(SCRIPT).length))
    assert.match(answer.headers.get('content-type') ?? '', /^text\/javascript/)
    assert.equal(answer.headers.get('vary'), 'Accept-Encoding')
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.isString(answer.headers.get('etag'))
    assert.isString(answer.headers.get('last-modified'))
    assertSecurityHeaders(assert, answer)
  })

  test('gzip when the browser accepts only gzip', async ({ assert }) => {
    const answer = await get(ASSET, 'gzip')

    assert.equal(answer.headers.get('content-encoding'), 'gzip')
    assert.equal(answer.text, SCRIPT)
    assert.match(answer.headers.get('content-type') ?? '', /^text\/javascript/)
  })

  test('the file as it is when no offered encoding is accepted', async ({ assert }) => {
    for (const acceptEncoding of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await get(ASSET, acceptEncoding)

      assert.isNull(answer.headers.get('content-encoding'), acceptEncoding)
      assert.equal(answer.text, SCRIPT, acceptEncoding)
      assert.equal(answer.headers.get('content-length'), String(SCRIPT.length), acceptEncoding)
      assert.equal(answer.headers.get('vary'), 'Accept-Encoding', acceptEncoding)
    }
  })

  test('an unchanged asset is a 304 for the encoding the browser holds', async ({ assert }) => {
    const first = await get(ASSET, 'br')
    /* As a browser revalidates (fetch() would add `no-cache` to a conditional request). */
    const revalidate = { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' }
    const again = await get(ASSET, 'br', revalidate)
    const gzip = await get(ASSET, 'gzip', revalidate)

    assert.equal(again.status, 304)
    assert.equal(gzip.status, 200)
    assert.equal(gzip.text, SCRIPT)
  })

  test('index.html is compressed too but always revalidated, with the security headers', async ({
    assert,
  }) => {
    for (const path of ['/', '/index.html']) {
      const answer = await get(path, 'gzip, deflate, br')

      assert.equal(answer.status, 200, path)
      assert.equal(answer.headers.get('content-encoding'), 'br', path)
      assert.equal(answer.text, INDEX, path)
      assert.match(answer.headers.get('content-type') ?? '', /^text\/html/, path)
      assert.equal(answer.headers.get('cache-control'), 'no-cache', path)
      assertSecurityHeaders(assert, answer)
    }
  })
})
