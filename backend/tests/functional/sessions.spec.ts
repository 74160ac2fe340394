import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#app/auth/models/user'
import { ANONYMOUS_SESSION_COOKIE, SESSIONS_TABLE } from '#app/auth/session_store'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { Visitor } from '#tests/helpers/visitor'

async function sessionRows() {
  return db.from(SESSIONS_TABLE).select('id', 'user_id', 'expires_at')
}

test.group('Sessions are stored only for signed-in users', (group) => {
  group.each.setup(emptyDatabase)

  test('anonymous requests write no session row', async ({ client, assert }) => {
    await createTestUser({ username: 'sam' })
    const tab = new Visitor(client)

    const statuses = []
    for (let visit = 0; visit < 3; visit++) {
      for (const response of [
        await tab.get('/api/auth/me'),
        await tab.get('/api/health'),
        await client.get('/api/auth/me'),
      ]) {
        statuses.push(response.status())
      }
    }

    assert.deepEqual(statuses, [401, 200, 401, 401, 200, 401, 401, 200, 401])

    assert.lengthOf(await sessionRows(), 0)
    assert.isTrue(tab.hasCookie(ANONYMOUS_SESSION_COOKIE))
    assert.isDefined(tab.xsrfToken)
  })

  test('signing in stores one row for the user; signing out removes it', async ({
    client,
    assert,
  }) => {
    const sam = await createTestUser({ username: 'sam' })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')

    const login = await tab.post('/api/auth/login', { username: 'sam', password: TEST_PASSWORD })
    login.assertStatus(200)
    const rows = await sessionRows()
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].user_id, sam.id)
    assert.equal(rows[0].id, tab.sessionId)
    assert.isFalse(tab.hasCookie(ANONYMOUS_SESSION_COOKIE))
    const signedIn = await tab.get('/api/auth/me')
    signedIn.assertStatus(200)

    const logout = await tab.post('/api/auth/logout')
    logout.assertStatus(204)
    assert.lengthOf(await sessionRows(), 0)
    const signedOut = await tab.get('/api/auth/me')
    signedOut.assertStatus(401)
  })

  test('sign-in and setup without the tab’s token are refused and store nothing', async ({
    client,
    assert,
  }) => {
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')
    const stranger = new Visitor(client)
    await stranger.get('/api/auth/me')
    const credentials = { username: 'owner', password: 'a-long-password' }

    const setupWithout = await tab.post('/api/auth/setup', credentials, { xsrfToken: null })
    const setupForged = await tab.post('/api/auth/setup', credentials, { xsrfToken: 'abc-def' })
    const setupOthers = await tab.post('/api/auth/setup', credentials, {
      xsrfToken: stranger.xsrfToken,
    })

    setupWithout.assertStatus(403)
    setupForged.assertStatus(403)
    setupOthers.assertStatus(403)
    setupOthers.assertBody({ message: 'Invalid or missing CSRF token' })
    assert.lengthOf(await User.all(), 0)
    assert.lengthOf(await sessionRows(), 0)

    await createTestUser({ username: 'sam' })
    const loginWithout = await tab.post(
      '/api/auth/login',
      { username: 'sam', password: TEST_PASSWORD },
      { xsrfToken: null }
    )
    loginWithout.assertStatus(403)
    assert.lengthOf(await sessionRows(), 0)
  })

  test('the token only works with the tab’s own anonymous cookie', async ({ client }) => {
    await createTestUser({ username: 'sam' })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')

    /* The same token and session id without the cookie holding the secret. */
    const response = await client
      .post('/api/auth/login')
      .json({ username: 'sam', password: TEST_PASSWORD })
      .header('X-XSRF-TOKEN', tab.xsrfToken!)

    response.assertStatus(403)
  })

  test('the session cookie slides with the row, once per half lifetime', async ({
    client,
    assert,
  }) => {
    await createTestUser({ username: 'sam' })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')
    const login = await tab.post('/api/auth/login', { username: 'sam', password: TEST_PASSWORD })
    assert.isDefined(login.cookie('barstock-session'))

    const quiet = await tab.get('/api/auth/me')
    quiet.assertStatus(200)
    assert.isUndefined(quiet.cookie('barstock-session'))
    const [fresh] = await sessionRows()

    /* Less than half of the 12 h left: this answer extends the row and sends the cookie again. */
    const fiveHours = new Date(Date.now() + 5 * 3600_000)
    await db.from(SESSIONS_TABLE).where('id', tab.sessionId!).update({ expires_at: fiveHours })
    const extended = await tab.get('/api/auth/me')
    extended.assertStatus(200)
    assert.equal(extended.cookie('barstock-session')?.value, tab.sessionId)
    assert.equal(extended.cookie('barstock-session')?.maxAge, 12 * 3600)
    const [row] = await sessionRows()
    assert.isAbove(new Date(row.expires_at).getTime(), new Date(fresh.expires_at).getTime() - 1000)

    const logout = await tab.post('/api/auth/logout')
    logout.assertStatus(204)
    assert.isDefined(logout.cookie('barstock-session'))
    const signedOut = await tab.get('/api/auth/me')
    signedOut.assertStatus(401)
  })

  test('an expired session is refused and expired rows are pruned at the next sign-in', async ({
    client,
    assert,
  }) => {
    await createTestUser({ username: 'sam' })
    await createTestUser({ username: 'kim' })
    const first = new Visitor(client)
    await first.get('/api/auth/me')
    await first.post('/api/auth/login', { username: 'sam', password: TEST_PASSWORD })
    await db
      .from(SESSIONS_TABLE)
      .where('id', first.sessionId!)
      .update({ expires_at: new Date(Date.now() - 60_000) })

    const expired = await first.get('/api/auth/me')
    expired.assertStatus(401)
    await db
      .table(SESSIONS_TABLE)
      .insert({ id: 'stale', data: '{}', expires_at: new Date(Date.now() - 60_000) })

    const second = new Visitor(client)
    await second.get('/api/auth/me')
    await second.post('/api/auth/login', { username: 'kim', password: TEST_PASSWORD })

    const rows = await sessionRows()
    assert.deepEqual(
      rows.map((row) => row.id),
      [second.sessionId]
    )
  })
})
