import { errors as vineErrors } from '@vinejs/vine'

/** Driver values → JSON (MySQL gives DECIMAL as strings and Dates; SQLite REALs and epoch ms). */
export function toQuantity(value: unknown): number {
  return Math.round(Number(value ?? 0) * 1000) / 1000
}

export function toQuantityOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : toQuantity(value)
}

export function toMoneyOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return (Math.round(Number(value) * 100) / 100).toFixed(2)
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number') return new Date(value).toISOString()
  const text = String(value)
  /* A bare 'YYYY-MM-DD HH:MM:SS' from MySQL is UTC. */
  return new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`
  ).toISOString()
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value)
}

export const isTrue = (value: unknown) => value === true || value === 1 || value === '1'

export const insertedId = (inserted: unknown) =>
  Number(
    typeof inserted === 'object' && inserted !== null ? (inserted as { id: number }).id : inserted
  )

/** A 422 naming one field, shaped like VineJS's own. */
export function fieldError(field: string, message: string, rule = 'database') {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}
