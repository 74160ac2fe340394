import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * Every piece of runtime state (SQLite file, uploads, app key, backups) lives
 * below one folder so an owner backs up or mounts exactly one thing. Relative
 * paths resolve against the working directory, not the app root, because the
 * production build runs from `build/` and a rebuild must never wipe the data.
 */
export function resolveStoragePath(
  raw = process.env.STORAGE_PATH,
  nodeEnv = process.env.NODE_ENV
): string {
  const fallback = nodeEnv === 'test' ? 'tmp/test-storage' : 'storage'
  return resolve(process.cwd(), raw || fallback)
}

/**
 * Uses APP_KEY when given; otherwise reads the key persisted in the storage
 * folder, creating it on first start. The exclusive create makes concurrent
 * first starts (several pm2 workers) agree on one key.
 */
export function ensureAppKey(storagePath: string): string {
  if (process.env.APP_KEY) return process.env.APP_KEY

  mkdirSync(storagePath, { recursive: true })
  const keyFile = join(storagePath, 'app_key')
  try {
    writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const key = readFileSync(keyFile, 'utf8').trim()
  process.env.APP_KEY = key
  return key
}
