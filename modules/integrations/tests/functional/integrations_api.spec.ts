import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { INTEGRATIONS_TABLE } from '#modules/integrations/server/tables'

/** A local stand-in for a POS API: answers by path, records what it was sent. */
async function fakePos() {
  const seen: IncomingMessage[] = []
  const server: Server = createServer((request, response) => {
    seen.push(request)
    if (request.url?.startsWith('/slow')) return // never answers
    if (request.url?.startsWith('/away')) {
      response.writeHead(302, { Location: 'http://example.invalid/v2/locations' }).end()
      return
    }
    const authorized = request.headers.authorization === 'Bearer sq-good-token-1234'
    response
      .writeHead(authorized ? 200 : 401, { 'Content-Type': 'application/json' })
      .end(authorized ? '{"locations":[]}' : '{"errors":[{"code":"UNAUTHORIZED"}]}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    seen,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const squareBody = (endpoint: string, apiKey = 'sq-good-token-1234') => ({
  name: 'Main bar Square',
  type: 'square',
  apiKey,
  apiSecret: 'app-secret-5678',
  endpoint,
  locationId: 'L1',
})

test.group('Integrations API: who may use it and validation', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out 401; manager may read and test but not create; admin creates', async ({
    client,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const admin = await createTestUser({ role: 'admin' })
    const body = squareBody('http://127.0.0.1:9')
    const signedOut = await client.get('/api/integrations')
    signedOut.assertStatus(401)
    const forbidden = await client
      .post('/api/integrations')
      .json(body)
      .loginAs(manager)
      .withCsrfToken()
    forbidden.assertStatus(403)
    const created = await client.post('/api/integrations').json(body).loginAs(admin).withCsrfToken()
    created.assertStatus(201)
    const listed = await client.get('/api/integrations').loginAs(manager)
    listed.assertStatus(200)
    const removedByManager = await client
      .delete(`/api/integrations/${created.body().id}`)
      .loginAs(manager)
      .withCsrfToken()
    removedByManager.assertStatus(403)
    const staff = await createTestUser({ role: 'staff' })
    const testedByStaff = await client
      .post(`/api/integrations/${created.body().id}/test`)
      .loginAs(staff)
      .withCsrfToken()
    testedByStaff.assertStatus(403)
    const missing = await client
      .put('/api/integrations/999999')
      .json({ name: 'Nobody' })
      .loginAs(admin)
      .withCsrfToken()
    missing.assertStatus(404)
  })

  test("the spec's messages", async ({ client, assert }) => {
    const admin = await createTestUser({ role: 'admin' })
    const response = await client
      .post('/api/integrations')
      .json({ name: '  ', apiKey: '', endpoint: 'not a url', type: 'custom' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(422)
    const messages = Object.fromEntries(
      response
        .body()
        .errors.map((error: { field: string; message: string }) => [error.field, error.message])
    )
    assert.deepInclude(messages, {
      name: 'Integration name is required',
      apiKey: 'API key is required',
      endpoint: 'Must be a valid URL',
    })
    const ftp = await client
      .post('/api/integrations')
      .json({ name: 'X', apiKey: 'k', endpoint: 'ftp://pos.example.com' })
      .loginAs(admin)
      .withCsrfToken()
    ftp.assertStatus(422)
    assert.lengthOf(await db.from(INTEGRATIONS_TABLE).select('id'), 0)
  })
})

test.group('Integrations API: secrets and the connection test', (group) => {
  group.each.setup(emptyDatabase)

  test('secrets are encrypted at rest and only their last 4 characters are shown', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    const created = await client
      .post('/api/integrations')
      .json(squareBody('http://127.0.0.1:9'))
      .loginAs(admin)
      .withCsrfToken()
    created.assertStatus(201)
    assert.equal(created.body().apiKey, '••••1234')
    assert.equal(created.body().apiSecret, '••••5678')
    assert.include(created.body(), {
      isActive: true,
      syncInventory: true,
      syncSales: true,
      status: 'disconnected',
      lastSync: null,
    })
    assert.match(created.body().webhookUrl, /\/api\/integrations\/\d+\/webhook$/)

    /* A dump of every row in the table holds neither secret in clear. */
    const dump = JSON.stringify(await db.from(INTEGRATIONS_TABLE).select('*'))
    assert.notInclude(dump, 'sq-good-token-1234')
    assert.notInclude(dump, 'app-secret-5678')

    /* Sending the hint back keeps the key; a new value replaces it. */
    const id = created.body().id
    const kept = await client
      .put(`/api/integrations/${id}`)
      .json({ ...squareBody('http://127.0.0.1:9'), apiKey: '••••1234', name: 'Patio' })
      .loginAs(admin)
      .withCsrfToken()
    kept.assertStatus(200)
    assert.equal(kept.body().name, 'Patio')
    assert.equal(kept.body().apiKey, '••••1234')
    const listed = await client.get('/api/integrations').loginAs(admin)
    assert.notInclude(JSON.stringify(listed.body()), 'sq-good-token-1234')

    const removed = await client.delete(`/api/integrations/${id}`).loginAs(admin).withCsrfToken()
    removed.assertStatus(204)
    const gone = await client.get(`/api/integrations/${id}`).loginAs(admin)
    gone.assertStatus(404)
  })

  test('a test against the POS records connected, then error on 401', async ({
    client,
    assert,
  }) => {
    const pos = await fakePos()
    try {
      const admin = await createTestUser({ role: 'admin' })
      const manager = await createTestUser({ role: 'manager' })
      const created = await client
        .post('/api/integrations')
        .json(squareBody(pos.url))
        .loginAs(admin)
        .withCsrfToken()
      const id = created.body().id

      const ok = await client.post(`/api/integrations/${id}/test`).loginAs(manager).withCsrfToken()
      ok.assertStatus(200)
      assert.include(ok.body(), { success: true, status: 'connected', errorMessage: null })
      assert.isString(ok.body().lastSync)
      /* Square's documented locations call, with the stored token. */
      assert.equal(pos.seen[0].url, '/v2/locations')
      assert.equal(pos.seen[0].headers.authorization, 'Bearer sq-good-token-1234')

      await client
        .put(`/api/integrations/${id}`)
        .json({ apiKey: 'sq-revoked-token' })
        .loginAs(admin)
        .withCsrfToken()
      const refused = await client
        .post(`/api/integrations/${id}/test`)
        .loginAs(manager)
        .withCsrfToken()
      refused.assertStatus(200)
      assert.include(refused.body(), { success: false, status: 'error' })
      assert.include(refused.body().errorMessage, '401')
    } finally {
      await pos.close()
    }
  })

  test('a POS that never answers is an error after 5 seconds; other hosts are not followed', async ({
    client,
    assert,
  }) => {
    const pos = await fakePos()
    try {
      const admin = await createTestUser({ role: 'admin' })
      const slow = await client
        .post('/api/integrations')
        .json({ name: 'Slow', type: 'custom', apiKey: 'k-1234', endpoint: `${pos.url}/slow` })
        .loginAs(admin)
        .withCsrfToken()
      const timedOut = await client
        .post(`/api/integrations/${slow.body().id}/test`)
        .loginAs(admin)
        .withCsrfToken()
      assert.include(timedOut.body(), {
        success: false,
        status: 'error',
        errorMessage: 'No answer within 5 seconds',
      })

      const away = await client
        .post('/api/integrations')
        .json({ name: 'Away', type: 'custom', apiKey: 'k-1234', endpoint: `${pos.url}/away` })
        .loginAs(admin)
        .withCsrfToken()
      const redirected = await client
        .post(`/api/integrations/${away.body().id}/test`)
        .loginAs(admin)
        .withCsrfToken()
      assert.include(redirected.body(), { success: false, status: 'error' })
      assert.include(redirected.body().errorMessage, 'another host')
    } finally {
      await pos.close()
    }
  }).timeout(20_000)
})
