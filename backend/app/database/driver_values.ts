/**
 * Conversions from driver values to JSON, for every module's transformers.
 * MySQL returns DECIMAL as strings and DATE/TIMESTAMP as Dates (UTC); SQLite
 * returns REALs, 0/1 booleans, and millisecond integers for the Dates knex
 * bound there. Money is in backend/shared/money.ts.
 */

/** Exact thousandths (of a bottle), the precision of DECIMAL(12,3). */
export function toMilli(value: number | string): number {
  return Math.round(Number(value) * 1000)
}

export function fromMilli(milli: number): number {
  return milli / 1000
}

/** A DECIMAL(12,3) quantity (bottles) as a number; missing is 0. */
export function toQuantity(value: unknown): number {
  return fromMilli(toMilli((value ?? 0) as number | string))
}

export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null
  return Number(value)
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

/** A 0/1, '0'/'1' or boolean column as a boolean. */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1'
}

/** Like toQuantity, but a missing value stays null (a quantity not entered yet). */
export function toQuantityOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : toQuantity(value)
}
