/**
 * Driver values to JSON. MySQL returns DECIMAL as strings and timestamps
 * as Dates; SQLite returns REALs and millisecond integers.
 */
export function toNumber(value: unknown): number {
  return Math.round(Number(value ?? 0) * 1000) / 1000
}

export function toMoney(value: unknown): string {
  return (Math.round(Number(value ?? 0) * 100) / 100).toFixed(2)
}

export function toCents(value: unknown): number {
  return Math.round(Number(value ?? 0) * 100)
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

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value)
}

export function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1'
}

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) {
    result.push(items.slice(index, index + size))
  }
  return result
}
