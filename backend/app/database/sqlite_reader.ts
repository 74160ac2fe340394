import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'

let reader: { file: string; connection: Database.Database } | null = null

/**
 * On SQLite, a connection of the process's own to the database file that
 * only ever reads, apart from the app's pool; null on MySQL. Lucid runs
 * every SQLite query on its one write connection (it has no read replicas
 * for SQLite), which a long transaction such as a 100k-row import holds for
 * seconds; in WAL this connection still reads at once. For small reads that
 * must not wait: the health check, the data version (data_version.ts).
 */
export function sqliteReader(): Database.Database | null {
  const connection = db.connection()
  if (connection.dialect.name !== 'better-sqlite3') return null
  const file: string = connection.getWriteClient().client.config.connection.filename
  if (reader?.file !== file) {
    reader?.connection.close()
    const opened = new Database(file, { fileMustExist: true })
    opened.pragma('busy_timeout = 5000')
    reader = { file, connection: opened }
  }
  return reader.connection
}
