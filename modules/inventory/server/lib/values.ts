import { errors as vineErrors } from '@vinejs/vine'

/**
 * Conversions between driver values and JSON. MySQL returns DECIMAL as
 * strings and timestamps as Dates; SQLite returns REALs and millisecond
 * integers (knex binds Dates as numbers there).
 */

/** Exact thousandths of a bottle, the precision of DECIMAL(12,3). */
export function toMilli(value: number | string): number {
  return Math.round(Number(value) * 1000)
}

export function fromMilli(milli: number): number {
  return milli / 1000
}

export function toStock(value: unknown): number {
  return fromMilli(toMilli(value as number | string))
}

export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null
  return Number(value)
}

/** Money as the API's 2-decimal string. */
export function toMoney(value: unknown): string {
  return (Math.round(Number(value) * 100) / 100).toFixed(2)
}

export function toMoneyOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toMoney(value)
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number') return new Date(value).toISOString()
  const text = String(value)
  /* A bare 'YYYY-MM-DD HH:MM:SS' from the database is UTC, not local time. */
  return new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`
  ).toISOString()
}

/** A 422 in the same shape VineJS produces, for rules that need the database. */
export function fieldError(field: string, message: string, rule = 'database') {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}
