import { test } from '@japa/runner'
import { setTimeout } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { KeptPerVersion } from '#app/database/data_version'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'

const onSqlite = () => db.connection().dialect.name === 'better-sqlite3'

test.group('KeptPerVersion', (group) => {
  group.each.setup(emptyDatabase)

  test('requests that come while a read runs wait for it instead of reading again', async ({
    assert,
  }) => {
    const kept = new KeptPerVersion<number>()
    let reads = 0
    const read = async () => {
      const number = ++reads
      await setTimeout(20)
      return number
    }

    const answers = await Promise.all([kept.get('', read), kept.get('', read), kept.get('', read)])

    /*
     * MySQL has no version to keep an answer by: the requests that came
     * while the first read ran share one read that starts after it.
     */
    assert.deepEqual(answers, onSqlite() ? [1, 1, 1] : [1, 2, 2])
    await createTestUser()
    assert.equal(await kept.get('', read), onSqlite() ? 2 : 3)
  })

  test('a read that failed is not kept: the next request reads again', async ({ assert }) => {
    const kept = new KeptPerVersion<string>()
    const failing = kept.get('', async () => {
      await setTimeout(5)
      throw new Error('database away')
    })
    await assert.rejects(() => failing, 'database away')

    assert.equal(await kept.get('', async () => 'read again'), 'read again')
  })
})
