import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#app/auth/models/user'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { as } from '#tests/helpers/as'

const signIn = (client: ApiClient, username: string, password: string) =>
  client.post('/api/auth/login').json({ username, password }).withCsrfToken()

test.group('Users API: who may use it', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401', async ({ client }) => {
    const response = await client.get('/api/users')

    response.assertStatus(401)
    response.assertBody({ message: 'Not signed in' })
  })

  test('{$self} is 403 on every users route')
    .with(['staff', 'manager'] as const)
    .run(async ({ client, assert }, role) => {
      const user = await createTestUser({ role })
      const other = await createTestUser({ role: 'staff' })

      const list = await as(client, user).get('/api/users')
      const create = await as(client, user)
        .post('/api/users')
        .json({ username: 'sneaky', password: TEST_PASSWORD, role: 'admin' })
      const promote = await as(client, user).put(`/api/users/${user.id}`).json({ role: 'admin' })
      const disable = await as(client, user).put(`/api/users/${other.id}`).json({ disabled: true })

      for (const response of [list, create, promote, disable]) {
        response.assertStatus(403)
        response.assertBody({ message: 'This action needs the admin role' })
      }
      assert.isNull(await User.findBy('username', 'sneaky'))
      const [self, target] = await Promise.all([
        User.findOrFail(user.id),
        User.findOrFail(other.id),
      ])
      assert.equal(self.role, role)
      assert.isFalse(target.disabled)
    })
})

test.group('Users API: admin', (group) => {
  group.each.setup(emptyDatabase)

  test('lists every user by username without password hashes', async ({ client, assert }) => {
    const admin = await createTestUser({ role: 'admin', username: 'owner' })
    await createTestUser({ role: 'staff', username: 'bartender' })
    await createTestUser({ role: 'manager', username: 'manager', disabled: true })

    const response = await as(client, admin).get('/api/users')

    response.assertStatus(200)
    const users = response.body() as Array<Record<string, unknown>>
    assert.deepEqual(
      users.map(({ username, role, disabled }) => ({ username, role, disabled })),
      [
        { username: 'bartender', role: 'staff', disabled: false },
        { username: 'manager', role: 'manager', disabled: true },
        { username: 'owner', role: 'admin', disabled: false },
      ]
    )
    for (const user of users) {
      assert.sameMembers(Object.keys(user), ['id', 'username', 'role', 'disabled', 'createdAt'])
    }
  })

  test('creates a user who can then sign in', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })

    const response = await as(client, admin)
      .post('/api/users')
      .json({ username: 'newbie', password: 'newbie-password', role: 'staff' })

    response.assertStatus(201)
    response.assertBodyContains({ username: 'newbie', role: 'staff', disabled: false })
    const login = await signIn(client, 'newbie', 'newbie-password')
    login.assertStatus(200)
    login.assertBodyContains({ user: { username: 'newbie', role: 'staff' } })
  })

  test('a taken username is 409', async ({ client, assert }) => {
    const admin = await createTestUser({ role: 'admin' })
    await createTestUser({ username: 'sam' })

    const response = await as(client, admin)
      .post('/api/users')
      .json({ username: 'sam', password: 'another-password', role: 'manager' })

    response.assertStatus(409)
    response.assertBody({ message: 'The username sam is already taken' })
    assert.lengthOf(await User.query().where('username', 'sam'), 1)
  })

  test('invalid input is 422 per field', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })

    const response = await as(client, admin)
      .post('/api/users')
      .json({ username: 'has spaces', password: 'short', role: 'owner' })

    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        { field: 'username', rule: 'regex' },
        { field: 'password', rule: 'minLength' },
        { field: 'role', rule: 'enum' },
      ],
    })
  })

  test('changes a role, which takes effect on the next request', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })
    const staff = await createTestUser({ role: 'staff' })

    const response = await as(client, admin).put(`/api/users/${staff.id}`).json({ role: 'admin' })

    response.assertStatus(200)
    response.assertBodyContains({ id: staff.id, role: 'admin' })
    const nowAllowed = await as(client, staff).get('/api/users')
    nowAllowed.assertStatus(200)
  })

  test('disables and re-enables a user', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })
    const staff = await createTestUser({ role: 'staff', username: 'sam' })
    const update = (disabled: boolean) =>
      as(client, admin).put(`/api/users/${staff.id}`).json({ disabled })

    const disabled = await update(true)
    const refused = await signIn(client, 'sam', TEST_PASSWORD)
    const enabled = await update(false)
    const accepted = await signIn(client, 'sam', TEST_PASSWORD)

    disabled.assertBodyContains({ disabled: true })
    refused.assertStatus(401)
    enabled.assertBodyContains({ disabled: false })
    accepted.assertStatus(200)
  })

  test('resets a password: the old one stops working, the new one works', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })
    const staff = await createTestUser({ role: 'staff', username: 'sam' })

    const response = await as(client, admin)
      .put(`/api/users/${staff.id}`)
      .json({ password: 'brand-new-password' })

    response.assertStatus(200)
    response.assertBodyNotContains({ password: 'brand-new-password' })
    const oldPassword = await signIn(client, 'sam', TEST_PASSWORD)
    const newPassword = await signIn(client, 'sam', 'brand-new-password')
    oldPassword.assertStatus(400)
    newPassword.assertStatus(200)
  })

  test('an unknown user id is 404', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })

    const response = await as(client, admin)
      .put('/api/users/00000000-0000-4000-8000-000000000000')
      .json({ role: 'staff' })

    response.assertStatus(404)
    response.assertBody({ message: 'Not found' })
  })
})

test.group('Users API: the last enabled admin', (group) => {
  group.each.setup(emptyDatabase)

  test('cannot be demoted', async ({ client, assert }) => {
    const admin = await createTestUser({ role: 'admin' })

    const response = await as(client, admin).put(`/api/users/${admin.id}`).json({ role: 'manager' })

    response.assertStatus(409)
    response.assertBody({ message: 'At least one enabled admin must remain' })
    const unchanged = await User.findOrFail(admin.id)
    assert.equal(unchanged.role, 'admin')
  })

  test('cannot be disabled', async ({ client, assert }) => {
    const admin = await createTestUser({ role: 'admin' })

    const response = await as(client, admin).put(`/api/users/${admin.id}`).json({ disabled: true })

    response.assertStatus(409)
    const unchanged = await User.findOrFail(admin.id)
    assert.isFalse(unchanged.disabled)
  })

  test('a disabled admin does not count as the one that remains', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })
    await createTestUser({ role: 'admin', disabled: true })

    const response = await as(client, admin).put(`/api/users/${admin.id}`).json({ role: 'staff' })

    response.assertStatus(409)
  })

  test('with a second enabled admin, either one can step down', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })
    const other = await createTestUser({ role: 'admin' })

    const response = await as(client, admin).put(`/api/users/${other.id}`).json({ role: 'manager' })

    response.assertStatus(200)
    response.assertBodyContains({ role: 'manager' })
  })
})
