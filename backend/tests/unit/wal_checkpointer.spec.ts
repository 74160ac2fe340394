import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'
import { checkpointInBackground } from '#app/database/wal_checkpointer'

test.group('WAL checkpoints off the request thread', () => {
  test('a commit leaves the log to the worker, which copies it into the database file', async ({
    assert,
    cleanup,
  }) => {
    const folder = mkdtempSync(join(tmpdir(), 'barstock-wal-'))
    const file = join(folder, 'checkpoints.sqlite')
    const connection = new Database(file)
    cleanup(() => {
      connection.close()
      rmSync(folder, { recursive: true, force: true })
    })
    connection.pragma('journal_mode = WAL')
    connection.exec('create table lines (text text not null)')
    checkpointInBackground(connection)
    const before = statSync(file).size

    /* ~6 MB: past the 1,000 pages at which a commit would checkpoint by itself. */
    const insert = connection.prepare('insert into lines (text) values (?)')
    connection.transaction(() => {
      for (let row = 0; row < 60_000; row++) insert.run(`line ${row} `.padEnd(100, '.'))
    })()
    assert.equal(statSync(file).size, before, 'the commit wrote only the log')

    /* The checkpoint writes pages one by one, so the file grows while it runs: wait for all of them. */
    const copied = before + 5_000_000
    const deadline = Date.now() + 10_000
    while (statSync(file).size <= copied && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.isAbove(statSync(file).size, copied, 'the worker copied the log')
  })

  test("the app's SQLite connection checkpoints nothing on commit", async ({ assert }) => {
    if (db.connection().dialect.name !== 'better-sqlite3') return
    const [setting] = await db.rawQuery('pragma wal_autocheckpoint')
    assert.equal(setting.wal_autocheckpoint, 0)
  })

  test("the app's SQLite connection keeps a statement's undo journal in memory", async ({
    assert,
  }) => {
    if (db.connection().dialect.name !== 'better-sqlite3') return
    const [setting] = await db.rawQuery('pragma temp_store')
    assert.equal(setting.temp_store, 2, 'MEMORY, not a temp file per large statement')
  })
})
