/**
 * A Barstock backup is one gzip'd JSON-lines file: a manifest line, then one
 * line per table row, then one line per uploaded file. Plain data rather than
 * a database dump, so the same archive restores on SQLite or MySQL.
 */
export const BACKUP_FORMAT = 'barstock-backup/1'

/* Transient state: restoring old sessions or rate-limit counters helps no one. */
export const SKIPPED_TABLES = new Set(['sessions', 'rate_limits', 'adonis_schema_versions'])
export const MIGRATIONS_TABLE = 'adonis_schema'

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  createdAt: string
  appVersion: string
  dialect: string
  migrations: string[]
  tables: Array<{ name: string; rows: number; sha256: string }>
  files: Array<{ path: string; bytes: number; sha256: string }>
}

export type BackupLine =
  | { kind: 'manifest'; manifest: BackupManifest }
  | { kind: 'row'; table: string; row: Record<string, unknown> }
  | { kind: 'file'; path: string; data: string }

/*
 * MySQL hands back Date objects; tagging them lets restore give MySQL a Date
 * again. Done before JSON.stringify, whose toJSON would flatten them first.
 */
export function encodeRow(row: Record<string, unknown>): Record<string, unknown> {
  const encoded: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Date) encoded[column] = { $date: value.toISOString() }
    else if (Buffer.isBuffer(value)) encoded[column] = { $base64: value.toString('base64') }
    else encoded[column] = value
  }
  return encoded
}

export function decodeRow(row: Record<string, unknown>): Record<string, unknown> {
  const decoded: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    if (value && typeof value === 'object' && '$date' in value) {
      decoded[column] = new Date((value as { $date: string }).$date)
    } else if (value && typeof value === 'object' && '$base64' in value) {
      decoded[column] = Buffer.from((value as { $base64: string }).$base64, 'base64')
    } else {
      decoded[column] = value
    }
  }
  return decoded
}
