import { join } from 'node:path'
import { mkdirSync } from 'node:fs'
import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'
import { storagePath } from '#config/app'
import { migrationPaths } from '#start/modules'
import { cacheStatements } from '#app/database/statement_cache'
import { checkpointInBackground } from '#app/database/wal_checkpointer'

mkdirSync(storagePath, { recursive: true })

const migrations = { naturalSort: true, paths: migrationPaths }

/* Models are declared by hand in each module; no generated schema classes. */
const schemaGeneration = { enabled: false }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION') ?? 'sqlite',
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: join(storagePath, 'barstock.sqlite') },
      useNullAsDefault: true,
      pool: {
        /**
         * Foreign keys are off by default in SQLite; WAL lets readers run
         * beside the single writer, and busy_timeout makes a second process
         * (ace commands, pm2 workers) wait instead of failing at once.
         * synchronous = NORMAL (SQLite's advice for WAL): a commit no longer
         * waits for an fsync on the request thread (tens of ms on a busy
         * disk, every request stalled behind it); a crash of the app loses
         * nothing, a power cut at worst the last commits, never consistency.
         * Checkpoints run on a worker thread, not in a commit (wal_checkpointer.ts).
         * temp_store = MEMORY: a statement that changes many rows inside a
         * transaction (a receipt's 50-row stock UPDATE) keeps its undo
         * journal beyond 64 KB in a temp file, with an open, a close and
         * hundreds of writes per statement (~0.4 ms of a 50-line receive);
         * in memory it costs what the statement touches, and on this
         * connection every statement is bounded (pages, chunks, rollups).
         */
        afterCreate: (connection: any, done: (error: Error | null, connection: any) => void) => {
          connection.pragma('foreign_keys = ON')
          connection.pragma('journal_mode = WAL')
          connection.pragma('synchronous = NORMAL')
          connection.pragma('busy_timeout = 5000')
          connection.pragma('temp_store = MEMORY')
          checkpointInBackground(connection)
          cacheStatements(connection)
          done(null, connection)
        },
      },
      migrations,
      schemaGeneration,
    },
    mysql: {
      client: 'mysql2',
      connection: {
        host: env.get('DB_HOST') ?? '127.0.0.1',
        port: env.get('DB_PORT') ?? 3306,
        user: env.get('DB_USER') ?? 'barstock',
        password: env.get('DB_PASSWORD') ?? '',
        database: env.get('DB_DATABASE') ?? 'barstock',
        timezone: 'Z',
        dateStrings: false,
        decimalNumbers: false,
        supportBigNumbers: true,
      },
      pool: { min: 0, max: 10 },
      migrations,
      schemaGeneration,
    },
  },
})

export default dbConfig
