import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, normalize, sep } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { storagePath } from '#config/app'
import {
  BACKUP_FORMAT,
  decodeRow,
  type BackupLine,
  type BackupManifest,
} from '#app/backup/backup_format'
import { backedUpTables, migrationNames, uploadsPath } from '#app/backup/create_backup'

const BATCH_SIZE = 200

async function* readLines(file: string): AsyncGenerator<BackupLine> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  })
  for await (const line of lines) {
    if (line) yield JSON.parse(line) as BackupLine
  }
}

/** Reads the whole archive once and checks it against its own manifest. */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const hashes = new Map<string, { rows: number; hash: ReturnType<typeof createHash> }>()
  const fileHashes = new Map<string, string>()
  let manifest: BackupManifest | undefined

  for await (const line of readLines(file)) {
    if (line.kind === 'row') {
      const entry = hashes.get(line.table) ?? { rows: 0, hash: createHash('sha256') }
      entry.rows++
      entry.hash.update(JSON.stringify(line))
      hashes.set(line.table, entry)
    } else if (line.kind === 'file') {
      fileHashes.set(
        line.path,
        createHash('sha256').update(Buffer.from(line.data, 'base64')).digest('hex')
      )
    } else {
      manifest = line.manifest
    }
  }

  if (!manifest || manifest.format !== BACKUP_FORMAT) {
    throw new Error('Not a Barstock backup, or an incomplete one (no manifest)')
  }
  for (const table of manifest.tables) {
    const seen = hashes.get(table.name)
    const digest = seen ? seen.hash.digest('hex') : createHash('sha256').digest('hex')
    if ((seen?.rows ?? 0) !== table.rows || digest !== table.sha256) {
      throw new Error(`The backup is damaged: table ${table.name} does not match its checksum`)
    }
  }
  for (const uploaded of manifest.files) {
    if (fileHashes.get(uploaded.path) !== uploaded.sha256) {
      throw new Error(`The backup is damaged: file ${uploaded.path} does not match its checksum`)
    }
  }
  return manifest
}

async function assertCompatibleSchema(manifest: BackupManifest) {
  const current = await migrationNames()
  const unknown = manifest.migrations.filter((name) => !current.includes(name))
  if (unknown.length) {
    throw new Error(
      `The backup was made by a newer Barstock (unknown migrations: ${unknown.join(', ')}). Upgrade first.`
    )
  }
}

async function setForeignKeyChecks(trx: TransactionClientContract, enabled: boolean) {
  if (trx.dialect.name.includes('sqlite')) {
    /* SQLite cannot switch checks off inside a transaction; deferring them to COMMIT is allowed. */
    if (!enabled) await trx.rawQuery('PRAGMA defer_foreign_keys = ON')
  } else {
    await trx.rawQuery(`SET FOREIGN_KEY_CHECKS = ${enabled ? 1 : 0}`)
  }
}

function safeUploadPath(root: string, path: string): string {
  const target = normalize(join(root, path))
  if (!target.startsWith(root + sep))
    throw new Error(`Refusing to restore a file outside uploads: ${path}`)
  return target
}

/**
 * Replaces every table's rows and the uploads with the archive's. The archive
 * is verified first; the database part is one transaction, so a failure
 * leaves the install as it was.
 */
export async function restoreBackup(file: string): Promise<BackupManifest> {
  const manifest = await verifyBackup(file)
  await assertCompatibleSchema(manifest)

  const tables = await backedUpTables()
  const staging = join(storagePath, `uploads.restoring-${Date.now()}`)

  await db.transaction(async (trx) => {
    await setForeignKeyChecks(trx, false)
    for (const table of tables) await trx.from(table).delete()

    let batch: Record<string, unknown>[] = []
    let batchTable = ''
    const flush = async () => {
      if (batch.length) await trx.insertQuery().table(batchTable).multiInsert(batch)
      batch = []
    }
    for await (const line of readLines(file)) {
      if (line.kind === 'row') {
        if (!tables.includes(line.table)) continue
        if (line.table !== batchTable || batch.length >= BATCH_SIZE) {
          await flush()
          batchTable = line.table
        }
        batch.push(decodeRow(line.row))
      } else if (line.kind === 'file') {
        const target = safeUploadPath(staging, line.path)
        await mkdir(dirname(target), { recursive: true })
        await writeFile(target, Buffer.from(line.data, 'base64'))
      }
    }
    await flush()
    await setForeignKeyChecks(trx, true)
    await trx.from('sessions').delete()
  })

  await mkdir(staging, { recursive: true })
  await rm(uploadsPath, { recursive: true, force: true })
  await rename(staging, uploadsPath)
  return manifest
}
