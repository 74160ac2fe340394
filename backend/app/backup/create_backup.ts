import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { once } from 'node:events'
import { createGzip } from 'node:zlib'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { storagePath } from '#config/app'
import { keysetPages } from '#app/database/keyset_pages'
import {
  BACKUP_FORMAT,
  MIGRATIONS_TABLE,
  SKIPPED_TABLES,
  encodeRow,
  type BackupLine,
  type BackupManifest,
} from '#app/backup/backup_format'

const PAGE_SIZE = 2000
export const uploadsPath = join(storagePath, 'uploads')

export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
  const files: string[] = []
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(path)))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/** Every table a backup carries: all but the transient ones and the migrations ledger. */
export async function backedUpTables(): Promise<string[]> {
  const tables = await db.connection().getAllTables()
  return tables.filter((table) => !SKIPPED_TABLES.has(table) && table !== MIGRATIONS_TABLE).sort()
}

export async function migrationNames(client: TransactionClientContract | typeof db = db) {
  const rows = await client.from(MIGRATIONS_TABLE).select('name').orderBy('id')
  return rows.map((row) => String(row.name))
}

/* Keyset pages on `id` keep memory flat even for a million sales rows. */
async function* tableRows(trx: TransactionClientContract, table: string) {
  const columns = await trx.knexQuery().table(table).columnInfo()
  if (!('id' in columns)) {
    yield* await trx.from(table).select('*')
    return
  }
  const pages = keysetPages(
    PAGE_SIZE,
    (lastId: unknown) => {
      const query = trx.from(table).select('*').orderBy('id').limit(PAGE_SIZE)
      if (lastId !== null) query.where('id', '>', lastId as number)
      return query
    },
    (last) => last.id as unknown
  )
  for await (const page of pages) yield* page
}

/**
 * Writes every table and every upload into one archive under
 * STORAGE_PATH/backups (or `target`). Rows are read inside one transaction,
 * so the archive is a consistent snapshot; the manifest with counts and
 * checksums comes last, and restore verifies it before touching anything.
 */
export async function createBackup(appVersion: string, target?: string): Promise<string> {
  const folder = join(storagePath, 'backups')
  await mkdir(folder, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = target ?? join(folder, `barstock-${stamp}.jsonl.gz`)
  const partial = `${file}.partial`

  const gzip = createGzip()
  const output = createWriteStream(partial, { mode: 0o600 })
  gzip.pipe(output)
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain')
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    appVersion,
    dialect: db.connection().dialect.name,
    migrations: [],
    tables: [],
    files: [],
  }

  /* Listed before the transaction: SQLite's pool has one connection, held by it. */
  const tables = await backedUpTables()
  await db.transaction(async (trx) => {
    manifest.migrations = await migrationNames(trx)
    for (const table of tables) {
      const hash = createHash('sha256')
      let rows = 0
      for await (const row of tableRows(trx, table)) {
        const line = JSON.stringify({
          kind: 'row',
          table,
          row: encodeRow(row),
        } satisfies BackupLine)
        hash.update(line)
        rows++
        await write(line)
      }
      manifest.tables.push({ name: table, rows, sha256: hash.digest('hex') })
    }
  })

  for (const path of await listFiles(uploadsPath)) {
    const data = await readFile(path)
    const relativePath = relative(uploadsPath, path)
    manifest.files.push({
      path: relativePath,
      bytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    })
    await write(
      JSON.stringify({
        kind: 'file',
        path: relativePath,
        data: data.toString('base64'),
      } satisfies BackupLine)
    )
  }

  await write(JSON.stringify({ kind: 'manifest', manifest } satisfies BackupLine))
  gzip.end()
  await once(output, 'finish')
  /* Only a complete archive gets the final name. */
  await rename(partial, file)
  return file
}
