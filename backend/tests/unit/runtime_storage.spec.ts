import { test } from '@japa/runner'
import { mkdtemp, readFile, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ensureAppKey, resolveStoragePath } from '#app/storage/runtime_storage'

/* Assigning undefined to process.env would store the string "undefined". */
function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

test.group('resolveStoragePath', (group) => {
  group.each.setup(() => {
    const configured = process.env.STORAGE_PATH
    delete process.env.STORAGE_PATH
    return () => restoreEnv('STORAGE_PATH', configured)
  })

  test('a relative path resolves against the working directory, not the app root', async ({
    assert,
  }) => {
    const appRoot = process.cwd()
    const elsewhere = await realpath(await mkdtemp(join(tmpdir(), 'barstock-cwd-')))
    process.chdir(elsewhere)
    try {
      assert.equal(
        resolveStoragePath('data/barstock', 'production'),
        join(elsewhere, 'data/barstock')
      )
      assert.equal(resolveStoragePath(undefined, 'production'), join(elsewhere, 'storage'))
    } finally {
      process.chdir(appRoot)
      await rm(elsewhere, { recursive: true, force: true })
    }
  })

  test('an absolute STORAGE_PATH is used as given', ({ assert }) => {
    assert.equal(resolveStoragePath('/srv/barstock', 'production'), '/srv/barstock')
  })

  test('defaults to ./storage outside tests', ({ assert }) => {
    assert.equal(resolveStoragePath(undefined, 'production'), resolve(process.cwd(), 'storage'))
    assert.equal(resolveStoragePath('', 'development'), resolve(process.cwd(), 'storage'))
  })

  test('tests default to a folder of their own, never the real data', ({ assert }) => {
    assert.equal(resolveStoragePath(undefined, 'test'), resolve(process.cwd(), 'tmp/test-storage'))
  })
})

test.group('ensureAppKey', (group) => {
  let folder: string
  let configuredKey: string | undefined

  group.each.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'barstock-storage-'))
    configuredKey = process.env.APP_KEY
    delete process.env.APP_KEY
    return async () => {
      restoreEnv('APP_KEY', configuredKey)
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('generates a key on first start and persists it readable by the owner only', async ({
    assert,
  }) => {
    const storage = join(folder, 'not-yet-created')

    const key = ensureAppKey(storage)

    assert.match(key, /^[\w-]{43}$/)
    assert.equal(process.env.APP_KEY, key)
    const persisted = await readFile(join(storage, 'app_key'), 'utf8')
    const { mode } = await stat(join(storage, 'app_key'))
    assert.equal(persisted.trim(), key)
    assert.equal(mode & 0o777, 0o600)
  })

  test('later starts reuse the persisted key', async ({ assert }) => {
    const first = ensureAppKey(folder)
    delete process.env.APP_KEY

    const second = ensureAppKey(folder)

    assert.equal(second, first)
  })

  test('adopts a key another process persisted first', async ({ assert }) => {
    await writeFile(join(folder, 'app_key'), 'key-written-by-another-worker\n', { mode: 0o600 })
    assert.equal(ensureAppKey(folder), 'key-written-by-another-worker')
  })

  test('an APP_KEY from the environment wins and nothing is written', async ({ assert }) => {
    process.env.APP_KEY = 'configured-by-the-owner'

    assert.equal(ensureAppKey(folder), 'configured-by-the-owner')
    assert.deepEqual(await readdir(folder), [])
  })
})
