import { gunzipSync, gzipSync } from 'node:zlib'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { storagePath } from '#config/app'
import { createBackup } from '#app/backup/create_backup'
import { restoreBackup, verifyBackup } from '#app/backup/restore_backup'
import { recordActivity } from '#app/activity/activity_log'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'

const uploads = join(storagePath, 'uploads')
const archive = join(storagePath, 'backups', 'test-backup.jsonl.gz')

test.group('Backup and restore', (group) => {
  group.each.setup(emptyDatabase)
  group.each.teardown(async () => {
    await rm(uploads, { recursive: true, force: true })
    await rm(archive, { force: true })
  })

  test('restore brings back the rows and uploads of the backup, and only those', async ({
    assert,
  }) => {
    const owner = await createTestUser({ role: 'admin', username: 'owner' })
    await recordActivity({
      userId: owner.id,
      action: 'create',
      entityType: 'note',
      summary: 'Before the backup',
    })
    await mkdir(join(uploads, 'invoices'), { recursive: true })
    await writeFile(join(uploads, 'invoices', 'march.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0x01]))

    await createBackup('test', archive)

    await createTestUser({ role: 'staff', username: 'joined-later' })
    await db.from('activity_log').delete()
    await writeFile(join(uploads, 'invoices', 'march.jpg'), 'overwritten')

    const manifest = await restoreBackup(archive)

    const users = await db.from('users').select('username').orderBy('username')
    assert.deepEqual(
      users.map((row) => row.username),
      ['owner']
    )
    const activity = await db.from('activity_log').select('summary', 'user_id')
    assert.deepEqual(activity, [{ summary: 'Before the backup', user_id: owner.id }])
    assert.deepEqual(
      [...(await readFile(join(uploads, 'invoices', 'march.jpg')))],
      [0xff, 0xd8, 0xff, 0x01]
    )
    assert.equal(manifest.tables.find((table) => table.name === 'users')?.rows, 1)
  })

  test('a tampered archive is refused before anything is replaced', async ({ assert }) => {
    await createTestUser({ role: 'admin', username: 'owner' })
    await createBackup('test', archive)

    const text = gunzipSync(await readFile(archive)).toString('utf8')
    await writeFile(archive, gzipSync(text.replace('"owner"', '"intruder"')))
    await createTestUser({ role: 'staff', username: 'still-here' })

    await assert.rejects(() => verifyBackup(archive), /damaged: table users/)
    await assert.rejects(() => restoreBackup(archive), /damaged/)
    const users = await db.from('users').select('username').orderBy('username')
    assert.deepEqual(
      users.map((row) => row.username),
      ['owner', 'still-here']
    )
  })

  test('a file that is not a backup is refused with a clear message', async ({ assert }) => {
    await mkdir(join(storagePath, 'backups'), { recursive: true })
    await writeFile(archive, gzipSync('{"kind":"row","table":"users","row":{}}\n'))
    await assert.rejects(() => verifyBackup(archive), /Not a Barstock backup/)
  })
})
