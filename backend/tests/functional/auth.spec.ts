import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#app/auth/models/user'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { setCookieLines, Visitor } from '#tests/helpers/visitor'
import { as } from '#tests/helpers/as'

test.group('GET /api/auth/me', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out on a fresh install: 401 asking for the first-run setup', async ({ client }) => {
    const response = await client.get('/api/auth/me')

    response.assertStatus(401)
    response.assertBody({ message: 'Not signed in', setupRequired: true })
  })

  test('signed out once a user exists: 401 without the setup prompt', async ({ client }) => {
    await createTestUser()

    const response = await client.get('/api/auth/me')

    response.assertStatus(401)
    response.assertBody({ message: 'Not signed in', setupRequired: false })
  })

  test('signed in: who and with which role', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager', username: 'maria' })

    const response = await as(client, manager).get('/api/auth/me')

    response.assertStatus(200)
    response.assertBodyContains({
      user: {
        id: manager.id,
        username: 'maria',
        role: 'manager',
        disabled: false,
        createdAt: manager.createdAt.toUTC().startOf('second').toISO(),
      },
    })
    response.assertBodyNotContains({ user: { password: manager.password } })
  })
})

test.group('POST /api/auth/setup', (group) => {
  group.each.setup(emptyDatabase)

  test('creates the first admin and signs them in', async ({ client, assert }) => {
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')

    const created = await tab.post('/api/auth/setup', {
      username: 'owner',
      password: 'a-long-password',
    })

    created.assertStatus(201)
    created.assertBodyContains({ user: { username: 'owner', role: 'admin' } })
    const me = await tab.get('/api/auth/me')
    me.assertStatus(200)
    me.assertBodyContains({
      user: { id: created.body().user.id, username: 'owner', role: 'admin' },
    })
    assert.lengthOf(await User.all(), 1)
  })

  test('is refused once any user exists', async ({ client, assert }) => {
    await createTestUser({ role: 'staff' })

    const response = await client
      .post('/api/auth/setup')
      .json({ username: 'intruder', password: 'a-long-password' })
      .withCsrfToken()

    response.assertStatus(403)
    response.assertBody({ message: 'Setup is already complete' })
    assert.isNull(await User.findBy('username', 'intruder'))
  })

  test('a second setup after the first is refused', async ({ client, assert }) => {
    const first = await client
      .post('/api/auth/setup')
      .json({ username: 'owner', password: 'a-long-password' })
      .withCsrfToken()
    const second = await client
      .post('/api/auth/setup')
      .json({ username: 'owner2', password: 'a-long-password' })
      .withCsrfToken()

    first.assertStatus(201)
    second.assertStatus(403)
    const users = await User.all()
    assert.deepEqual(
      users.map(({ username }) => username),
      ['owner']
    )
  })

  test('invalid input is 422 with an error per field and creates nobody', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/auth/setup')
      .json({ username: 'ab', password: 'short' })
      .withCsrfToken()

    response.assertStatus(422)
    response.assertBody({
      message: 'The username field must have at least 3 characters',
      errors: [
        {
          field: 'username',
          message: 'The username field must have at least 3 characters',
          rule: 'minLength',
        },
        {
          field: 'password',
          message: 'The password field must have at least 8 characters',
          rule: 'minLength',
        },
      ],
    })
    assert.lengthOf(await User.all(), 0)
  })

  test('an empty body names both required fields', async ({ client }) => {
    const response = await client.post('/api/auth/setup').json({}).withCsrfToken()

    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'username', rule: 'required' },
        { field: 'password', rule: 'required' },
      ],
    })
  })
})

test.group('POST /api/auth/login and logout', (group) => {
  group.each.setup(emptyDatabase)

  test('the right password signs in with a new session id', async ({ client, assert }) => {
    await createTestUser({ role: 'staff', username: 'sam' })
    const tab = new Visitor(client)
    const signedOut = await tab.get('/api/auth/me')
    signedOut.assertStatus(401)
    const anonymousSession = tab.sessionId

    const login = await tab.post('/api/auth/login', { username: 'sam', password: TEST_PASSWORD })

    login.assertStatus(200)
    login.assertBodyContains({ user: { username: 'sam', role: 'staff' } })
    assert.notEqual(tab.sessionId, anonymousSession)
    const me = await tab.get('/api/auth/me')
    me.assertStatus(200)
    me.assertBodyContains({ user: { username: 'sam', role: 'staff' } })
  })

  test('the session cookie is HttpOnly and SameSite=Lax, not Secure over plain HTTP', async ({
    client,
    assert,
  }) => {
    await createTestUser({ username: 'sam' })

    const login = await client
      .post('/api/auth/login')
      .json({ username: 'sam', password: TEST_PASSWORD })
      .withCsrfToken()

    const session = setCookieLines(login).find((line) => line.startsWith('barstock-session=')) ?? ''
    assert.match(session, /; HttpOnly/)
    assert.match(session, /; SameSite=Lax/)
    assert.notMatch(session, /; Secure/)
  })

  test('a wrong password is refused with a message and no session', async ({ client }) => {
    await createTestUser({ username: 'sam' })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')

    const login = await tab.post('/api/auth/login', { username: 'sam', password: 'not-it-at-all' })

    login.assertStatus(400)
    login.assertBody({ message: 'Invalid username or password' })
    const me = await tab.get('/api/auth/me')
    me.assertStatus(401)
  })

  test('an unknown username gets the same answer as a wrong password', async ({ client }) => {
    const login = await client
      .post('/api/auth/login')
      .json({ username: 'nobody', password: TEST_PASSWORD })
      .withCsrfToken()

    login.assertStatus(400)
    login.assertBody({ message: 'Invalid username or password' })
  })

  test('a disabled user cannot sign in, even with the right password', async ({ client }) => {
    await createTestUser({ username: 'gone', disabled: true })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')

    const login = await tab.post('/api/auth/login', { username: 'gone', password: TEST_PASSWORD })

    login.assertStatus(401)
    login.assertBodyContains({ message: 'Account disabled' })
    const me = await tab.get('/api/auth/me')
    me.assertStatus(401)
  })

  test('disabling a signed-in user ends their session at the next request', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })
    const staff = await createTestUser({ role: 'staff', username: 'leaver' })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')
    const login = await tab.post('/api/auth/login', { username: 'leaver', password: TEST_PASSWORD })
    login.assertStatus(200)

    const disable = await as(client, admin).put(`/api/users/${staff.id}`).json({ disabled: true })
    disable.assertStatus(200)

    const activity = await tab.get('/api/activity')
    const me = await tab.get('/api/auth/me')
    /* Disabling deletes the user's session rows, so the tab is simply signed out. */
    activity.assertStatus(401)
    activity.assertBodyContains({ message: 'Not signed in' })
    me.assertStatus(401)
  })

  test('usernames are case-insensitive on every database', async ({ client }) => {
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')
    const setup = await tab.post('/api/auth/setup', { username: 'Owner', password: TEST_PASSWORD })
    setup.assertStatus(201)
    setup.assertBodyContains({ user: { username: 'owner' } })
    await tab.post('/api/auth/logout')

    const login = await tab.post('/api/auth/login', { username: 'OWNER', password: TEST_PASSWORD })
    login.assertStatus(200)
  })

  test('logout ends the session', async ({ client }) => {
    await createTestUser({ username: 'sam' })
    const tab = new Visitor(client)
    await tab.get('/api/auth/me')
    await tab.post('/api/auth/login', { username: 'sam', password: TEST_PASSWORD })

    const logout = await tab.post('/api/auth/logout')

    logout.assertStatus(204)
    const me = await tab.get('/api/auth/me')
    me.assertStatus(401)
  })

  test('logout needs a session', async ({ client }) => {
    const response = await client.post('/api/auth/logout').withCsrfToken()

    response.assertStatus(401)
    response.assertBody({ message: 'Not signed in' })
  })
})

test.group('Login rate limiting', (group) => {
  group.each.setup(emptyDatabase)

  const attempt = (client: ApiClient, username: string, password: string) =>
    client.post('/api/auth/login').json({ username, password }).withCsrfToken()

  /* Attempts run one after another: the counts are what is under test. */
  async function statusesOf(client: ApiClient, attempts: Array<[string, string]>) {
    const statuses: number[] = []
    for (const [username, password] of attempts) {
      const response = await attempt(client, username, password)
      statuses.push(response.status())
    }
    return statuses
  }

  const wrong = (username: string, times: number) =>
    Array.from({ length: times }, (_, index): [string, string] => [username, `wrong-${index}`])

  test('after 5 failures for one username the 6th attempt is 429 even with the right password', async ({
    client,
    assert,
  }) => {
    await createTestUser({ username: 'sam' })
    assert.deepEqual(await statusesOf(client, wrong('sam', 5)), [400, 400, 400, 400, 400])

    const sixth = await attempt(client, 'sam', TEST_PASSWORD)

    sixth.assertStatus(429)
    sixth.assertBody({ message: 'Too many requests, please try again later' })
    const retryAfter = Number(sixth.header('retry-after'))
    assert.isAbove(retryAfter, 19 * 60, 'blocked for about 20 minutes')
    assert.isAtMost(retryAfter, 20 * 60)
  })

  test('the block is per username: another account on the same network still signs in', async ({
    client,
  }) => {
    await createTestUser({ username: 'sam' })
    await createTestUser({ username: 'alex' })
    await statusesOf(client, wrong('sam', 6))

    const other = await attempt(client, 'alex', TEST_PASSWORD)

    other.assertStatus(200)
  })

  test('usernames differing only in case share one counter', async ({ client }) => {
    await createTestUser({ username: 'sam' })
    await statusesOf(
      client,
      ['sam', 'Sam', 'SAM', 'sAm', 'saM'].map((username): [string, string] => [username, 'wrong'])
    )

    const sixth = await attempt(client, 'sam', TEST_PASSWORD)

    sixth.assertStatus(429)
  })

  test('a success before the limit forgives the earlier failures', async ({ client, assert }) => {
    await createTestUser({ username: 'sam' })
    const right: [string, string] = ['sam', TEST_PASSWORD]

    const statuses = await statusesOf(client, [
      ...wrong('sam', 4),
      right,
      ...wrong('sam', 4),
      right,
    ])

    assert.deepEqual(statuses, [400, 400, 400, 400, 200, 400, 400, 400, 400, 200])
  })

  test('30 failures from one address across usernames block that address', async ({
    client,
    assert,
  }) => {
    await createTestUser({ username: 'sam' })
    const spray = Array.from({ length: 30 }, (_, index): [string, string] => [
      `guess-${index % 10}`,
      'wrong',
    ])
    assert.notInclude(await statusesOf(client, spray), 429)

    const next = await attempt(client, 'sam', TEST_PASSWORD)

    next.assertStatus(429)
    next.assertHeader('retry-after')
  }).timeout(60_000)
})
