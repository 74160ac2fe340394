import { errors as vineErrors } from '@vinejs/vine'

/**
 * Conversions between driver values and JSON. MySQL returns DECIMAL as
 * strings and DATE/TIMESTAMP as Dates (UTC); SQLite returns REALs, and
 * millisecond integers for the Dates knex bound there.
 */

export function toQuantity(value: unknown): number {
  return Math.round(Number(value ?? 0) * 1000) / 1000
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number') return new Date(value).toISOString()
  const text = String(value)
  /* A bare 'YYYY-MM-DD HH:MM:SS' from the database is UTC, not local time. */
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`
  return new Date(zoned).toISOString()
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value)
}

/** A DATE column as 'YYYY-MM-DD' (MySQL gives a UTC-midnight Date, SQLite the stored text). */
export function toDateOnly(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'number') return new Date(value).toISOString().slice(0, 10)
  return String(value).slice(0, 10)
}

/** A 422 in the shape VineJS produces, for rules that need the database. */
export function fieldError(field: string, message: string, rule = 'database') {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}
