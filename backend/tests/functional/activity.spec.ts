import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { recordActivity } from '#app/activity/activity_log'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { as } from '#tests/helpers/as'

test.group('GET /api/activity', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401', async ({ client }) => {
    const response = await client.get('/api/activity')

    response.assertStatus(401)
    response.assertBody({ message: 'Not signed in' })
  })

  test('any signed-in role sees the newest entries first, with who did it', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager', username: 'maria' })
    const staff = await createTestUser({ role: 'staff' })
    for (const summary of ['Received PO-0001', 'Counted the back bar', 'Added vendor RNDC']) {
      await recordActivity({ userId: manager.id, action: 'test', entityType: 'test', summary })
    }

    const response = await as(client, staff).get('/api/activity')

    response.assertStatus(200)
    const entries = response.body() as Array<{ summary: string; username: string | null }>
    assert.deepEqual(
      entries.map(({ summary }) => summary),
      ['Added vendor RNDC', 'Counted the back bar', 'Received PO-0001']
    )
    assert.isTrue(entries.every(({ username }) => username === 'maria'))
  })

  test('entries have the documented shape with ISO timestamps', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff' })
    await recordActivity({
      userId: null,
      action: 'import',
      entityType: 'product',
      entityId: 42,
      summary: 'Imported 3 products',
    })

    const response = await as(client, staff).get('/api/activity')
    const [entry] = response.body()

    assert.containSubset(entry, {
      action: 'import',
      entityType: 'product',
      entityId: '42',
      summary: 'Imported 3 products',
      username: null,
    })
    assert.isNumber(entry.id)
    assert.match(entry.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  test('user management shows up in the log', async ({ client, assert }) => {
    const admin = await createTestUser({ role: 'admin', username: 'owner' })

    await as(client, admin)
      .post('/api/users')
      .json({ username: 'newbie', password: TEST_PASSWORD, role: 'staff' })

    const response = await as(client, admin).get('/api/activity')
    const [latest] = response.body()
    assert.containSubset(latest, { username: 'owner', summary: 'Added staff newbie' })
  })

  test('limit caps the number of entries and is validated', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff' })
    for (let index = 1; index <= 5; index++) {
      await recordActivity({
        userId: null,
        action: 'test',
        entityType: 'test',
        summary: `#${index}`,
      })
    }

    const limited = await as(client, staff).get('/api/activity').qs({ limit: 2 })
    const invalid = await as(client, staff).get('/api/activity').qs({ limit: 0 })

    assert.deepEqual(
      limited.body().map(({ summary }: { summary: string }) => summary),
      ['#5', '#4']
    )
    invalid.assertStatus(422)
    invalid.assertBodyContains({ errors: [{ field: 'limit' }] })
  })

  test('filters by module (entity type), user and date, and pages with offset', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff', username: 'sam' })
    const other = await createTestUser({ role: 'manager', username: 'max' })
    await recordActivity({ userId: staff.id, action: 'a', entityType: 'product', summary: 'p1' })
    await recordActivity({ userId: other.id, action: 'a', entityType: 'vendor', summary: 'v1' })
    await recordActivity({ userId: staff.id, action: 'a', entityType: 'product', summary: 'p2' })
    await db
      .from('activity_log')
      .where('summary', 'p1')
      .update({ created_at: new Date('2024-01-15T10:00:00Z') })

    const summaries = async (qs: Record<string, unknown>) => {
      const response = await client.get('/api/activity').qs(qs).loginAs(staff)
      response.assertStatus(200)
      return response.body().map(({ summary }: { summary: string }) => summary)
    }
    assert.deepEqual(await summaries({ entityType: 'product' }), ['p2', 'p1'])
    assert.deepEqual(await summaries({ username: 'max' }), ['v1'])
    assert.deepEqual(await summaries({ endDate: '2024-01-31' }), ['p1'])
    assert.deepEqual(await summaries({ startDate: '2024-02-01' }), ['p2', 'v1'])
    assert.deepEqual(await summaries({ limit: 1, offset: 1 }), ['v1'])

    const bad = await client.get('/api/activity').qs({ startDate: 'soon' }).loginAs(staff)
    bad.assertStatus(422)
    const choices = await client.get('/api/activity/filters').loginAs(staff)
    assert.deepEqual(choices.body(), {
      entityTypes: ['product', 'vendor'],
      usernames: ['max', 'sam'],
    })
  })
})
