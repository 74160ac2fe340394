/*
 * Driver values → JSON. MySQL returns DECIMAL as strings and timestamps as
 * Dates; SQLite returns REALs and millisecond integers.
 */

export function toQuantity(value: unknown): number {
  return Math.round(Number(value) * 1000) / 1000
}

export function toNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number') return new Date(value).toISOString()
  const text = String(value)
  return new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`
  ).toISOString()
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value)
}
