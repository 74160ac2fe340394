import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import User from '#app/auth/models/user'
import UsersCreate from '../../commands/users_create.js'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'

async function run(...argv: string[]) {
  const command = await ace.create(UsersCreate, argv)
  await command.exec()
  return command
}

/* Whether the command may prompt depends on stdin being a terminal; pin it per test. */
function stdinIsTerminal(isTTY: boolean) {
  const original = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY')
  Object.defineProperty(process.stdin, 'isTTY', { value: isTTY, configurable: true })
  return () => {
    if (original) Object.defineProperty(process.stdin, 'isTTY', original)
    else Reflect.deleteProperty(process.stdin, 'isTTY')
  }
}

test.group('node ace users:create', (group) => {
  group.each.setup(emptyDatabase)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('creates an admin by default, who can sign in through the API', async ({
    client,
    assert,
  }) => {
    const command = await run('--username=owner', '--password=owner-password')

    command.assertSucceeded()
    command.assertLog('[ green(success) ] Created admin "owner"; they can sign in now')
    const created = await User.findByOrFail('username', 'owner')
    assert.equal(created.role, 'admin')
    const login = await client
      .post('/api/auth/login')
      .json({ username: 'owner', password: 'owner-password' })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('--role picks another role', async ({ assert }) => {
    const command = await run('--username=sam', '--password=sam-password', '--role=staff')

    command.assertSucceeded()
    const created = await User.findByOrFail('username', 'sam')
    assert.equal(created.role, 'staff')
  })

  test('applies the same rules as the API and creates nobody on failure', async ({ assert }) => {
    const command = await run('--username=ab', '--password=short', '--role=owner')

    command.assertFailed()
    command.assertLog('[ red(error) ] The username field must have at least 3 characters', 'stderr')
    command.assertLog('[ red(error) ] The password field must have at least 8 characters', 'stderr')
    command.assertLog('[ red(error) ] The selected role is invalid', 'stderr')
    assert.lengthOf(await User.all(), 0)
  })

  test('refuses a username that is taken', async ({ assert }) => {
    await createTestUser({ username: 'sam', role: 'staff' })

    const command = await run('--username=sam', '--password=sam-password')

    command.assertFailed()
    command.assertLog('[ red(error) ] The username sam is already taken', 'stderr')
    const existing = await User.findByOrFail('username', 'sam')
    assert.equal(existing.role, 'staff')
  })

  test('on a terminal, asks for what the flags left out', async ({ assert, cleanup }) => {
    cleanup(stdinIsTerminal(true))
    const command = await ace.create(UsersCreate, ['--role=manager'])
    command.prompt.trap('Username').replyWith('maria')
    command.prompt.trap('Password (at least 8 characters)').replyWith('maria-password')

    await command.exec()

    command.assertSucceeded()
    const created = await User.findByOrFail('username', 'maria')
    assert.equal(created.role, 'manager')
  })

  test('without a terminal, a missing value is an error instead of a prompt', async ({
    assert,
    cleanup,
  }) => {
    cleanup(stdinIsTerminal(false))

    const command = await run('--username=sam')

    command.assertFailed()
    command.assertLog('[ red(error) ] Pass --password: there is no terminal to ask on', 'stderr')
    assert.lengthOf(await User.all(), 0)
  })
})
