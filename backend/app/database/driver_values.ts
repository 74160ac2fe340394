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

const pad2 = (value: number) => (value < 10 ? `0${value}` : `${value}`)

/* 0001-01-01 and 9999-12-31 in epoch milliseconds: the years toISOString writes with 4 digits. */
const FIRST_FOUR_DIGIT_MS = -62135596800000
const LAST_FOUR_DIGIT_MS = 253402300799999

/**
 * `new Date(ms).toISOString()` without the Date: that costs ~0.5 µs, which
 * for the 10k timestamps of the full product list is several ms of a blocked
 * event loop. Days to a civil date as in Howard Hinnant's `civil_from_days`.
 */
function isoOfMs(ms: number): string {
  if (!Number.isInteger(ms) || ms < FIRST_FOUR_DIGIT_MS || ms > LAST_FOUR_DIGIT_MS) {
    return new Date(ms).toISOString()
  }
  const days = Math.floor(ms / 86_400_000)
  let rest = ms - days * 86_400_000
  const shifted = days + 719_468
  const era = Math.floor(shifted / 146_097)
  const dayOfEra = shifted - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365
  )
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  const millis = rest - seconds * 1000
  return (
    `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:` +
    `${pad2(seconds)}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`
  )
}

/* Already what toISOString writes (a driver or an earlier write stored it so): kept as it is. */
const CANONICAL_ISO =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number') return isoOfMs(value)
  const text = String(value)
  if (CANONICAL_ISO.test(text)) return text
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
