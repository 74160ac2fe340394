import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#app/auth/models/user'
import { recordActivity } from '#app/activity/activity_log'
import { forgetDatabaseCheck } from '#app/http/database_probe'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { Visitor } from '#tests/helpers/visitor'
import { as } from '#tests/helpers/as'

test.group('GET /api/health', (group) => {
  group.each.setup(emptyDatabase)
  /* A success is reused for a second (database_probe.ts); each test checks afresh. */
  group.each.setup(() => forgetDatabaseCheck())

  test('answers 200 without a session while the database answers', async ({ client }) => {
    const response = await client.get('/api/health')

    response.assertStatus(200)
    response.assertBodyContains({
      status: 'ok',
      database: { status: 'ok', connection: db.primaryConnectionName },
    })
  })

  test('answers 503 with the database status while the database is down', async ({
    client,
    cleanup,
  }) => {
    /* Every query fails as with the server gone; sessions would fail the same way. */
    const connection = db.connection
    db.connection = () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:3306')
    }
    cleanup(() => {
      db.connection = connection
    })

    /* The Japa client sends a session cookie: health must not read it. */
    const response = await client.get('/api/health')

    response.assertStatus(503)
    response.assertBody({
      message: 'Database unavailable',
      status: 'error',
      database: { status: 'error', connection: db.primaryConnectionName },
    })
  })
})

test.group('CSRF protection', (group) => {
  group.each.setup(emptyDatabase)

  test('a mutation without the X-XSRF-TOKEN header is 403 and changes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    const staff = await createTestUser({ role: 'staff' })

    const create = await client
      .post('/api/users')
      .json({ username: 'newbie', password: TEST_PASSWORD, role: 'staff' })
      .loginAs(admin)
    const update = await client.put(`/api/users/${staff.id}`).json({ role: 'admin' }).loginAs(admin)

    create.assertStatus(403)
    create.assertBody({ message: 'Invalid or missing CSRF token' })
    update.assertStatus(403)
    assert.isNull(await User.findBy('username', 'newbie'))
    const unchanged = await User.findOrFail(staff.id)
    assert.equal(unchanged.role, 'staff')
  })

  test('the token from the XSRF-TOKEN cookie, echoed as a header, is what lets it through', async ({
    client,
  }) => {
    await createTestUser({ username: 'sam' })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')
    const credentials = { username: 'sam', password: TEST_PASSWORD }

    const loginWithout = await tab.post('/api/auth/login', credentials, { xsrfToken: null })
    const loginWith = await tab.post('/api/auth/login', credentials)
    const logoutWithout = await tab.post('/api/auth/logout', undefined, { xsrfToken: null })
    const logoutWith = await tab.post('/api/auth/logout')

    loginWithout.assertStatus(403)
    loginWith.assertStatus(200)
    logoutWithout.assertStatus(403)
    logoutWith.assertStatus(204)
  })

  test('a token issued to another session is refused', async ({ client }) => {
    await createTestUser({ username: 'sam' })
    const otherTab = new Visitor(client)
    await otherTab.get('/api/auth/me')
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')

    const login = await tab.post(
      '/api/auth/login',
      { username: 'sam', password: TEST_PASSWORD },
      { xsrfToken: otherTab.xsrfToken }
    )

    login.assertStatus(403)
  })
})

test.group('API errors', (group) => {
  group.each.setup(emptyDatabase)

  test('an unknown /api path is a JSON 404 for any method', async ({ client }) => {
    const get = await client.get('/api/no-such-thing')
    const post = await client.post('/api/no-such-thing').json({}).withCsrfToken()

    get.assertStatus(404)
    get.assertBody({ message: 'Not found' })
    get.assertHeader('content-type', 'application/json; charset=utf-8')
    post.assertStatus(404)
    post.assertBody({ message: 'Not found' })
  })

  test('a malformed JSON body is a JSON 400', async ({ client }) => {
    const response = await client
      .post('/api/auth/login')
      .unsafeJson('{"username": "sam", "password": ')
      .withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ message: 'Malformed JSON body' })
  })

  test('a JSON body that is a bare string is a 400, not a crash', async ({ client }) => {
    const response = await client.post('/api/auth/login').unsafeJson('"sam"').withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ message: 'Malformed JSON body' })
  })
})

test.group('Security headers', (group) => {
  group.each.setup(emptyDatabase)

  test('API answers forbid inline scripts, sniffing and framing', async ({ client, assert }) => {
    const response = await client.get('/api/health')

    const csp = String(response.header('content-security-policy'))
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))
    assert.equal(scriptSrc?.trim(), `script-src 'self'`)
    assert.include(csp, `frame-ancestors 'none'`)
    response.assertHeader('x-content-type-options', 'nosniff')
    response.assertHeader('x-frame-options', 'DENY')
  })
})

test.group('Response compression', (group) => {
  group.each.setup(emptyDatabase)

  /* 20 activity entries make a JSON answer of about 4 KB. */
  async function largeAnswer(client: ApiClient, acceptEncoding: string) {
    const staff = await createTestUser({ role: 'staff' })
    for (let index = 1; index <= 20; index++) {
      await recordActivity({
        userId: staff.id,
        action: 'count',
        entityType: 'product',
        entityId: index,
        summary: `Counted product #${index} on the back bar`,
      })
    }
    return as(client, staff).get('/api/activity').header('Accept-Encoding', acceptEncoding)
  }

  test('a JSON answer over 1 KB is gzip-encoded for clients that accept it', async ({
    client,
    assert,
  }) => {
    const response = await largeAnswer(client, 'gzip')

    response.assertStatus(200)
    response.assertHeader('content-encoding', 'gzip')
    assert.isAbove(JSON.stringify(response.body()).length, 1024)
    assert.lengthOf(response.body(), 20)
  })

  test('brotli is used when the client prefers it', async ({ client }) => {
    const response = await largeAnswer(client, 'br')

    response.assertHeader('content-encoding', 'br')
  })

  test('an answer sent whole goes out compressed with its length, not chunked', async ({
    client,
    assert,
  }) => {
    const response = await largeAnswer(client, 'gzip')

    response.assertHeader('content-encoding', 'gzip')
    assert.notProperty(response.headers(), 'transfer-encoding')
    const length = Number(response.header('content-length'))
    assert.isAbove(length, 0)
    assert.isBelow(length, JSON.stringify(response.body()).length)
    assert.lengthOf(response.body(), 20)
    assert.match(response.header('vary') ?? '', /accept-encoding/i)
  })

  test('small answers and clients that accept no encoding get plain JSON', async ({
    client,
    assert,
  }) => {
    const small = await client.get('/api/health').header('Accept-Encoding', 'gzip')
    const identity = await largeAnswer(client, 'identity')

    assert.notProperty(small.headers(), 'content-encoding')
    assert.notProperty(identity.headers(), 'content-encoding')
    assert.lengthOf(identity.body(), 20)
  })
})
