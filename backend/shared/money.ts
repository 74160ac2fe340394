/**
 * Money, exactly: amounts travel as 2-decimal strings ("18.50", the API's
 * shape and what MySQL returns for DECIMAL(10,2)) or numbers (SQLite, form
 * fields) and are added as integer cents, never as floats.
 *
 * Kernel shared code (backend/shared/): no Node, no AdonisJS, no React, so
 * the server (`#shared/money`), the client (`@shared/money`) and modules'
 * shared/ rules (a relative import) all use this one file.
 */

/** Largest amount a DECIMAL(10,2) column holds, in cents. */
export const MAX_MONEY_CENTS = 9_999_999_999

/**
 * Cents of a money value; '', null, undefined and non-numeric values are 0.
 * Rounds half away from zero at the cent, after removing float noise
 * (0.1 + 0.2 → 30 cents, not 30.000000000000004).
 */
export function toCents(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0
  const amount = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(amount)) return 0
  const scaled = Math.abs(amount) * 100
  /* Float noise only matters within 5e-7 of a half cent; elsewhere skip toFixed, the slow part. */
  const fraction = scaled - Math.floor(scaled)
  const cents = Math.abs(fraction - 0.5) > 1e-6 ? scaled : Number(scaled.toFixed(6))
  return Math.sign(amount) * Math.round(cents)
}

/** "18.50" for 1850 (or 1850n); the API's money shape. */
export function formatCents(cents: number | bigint): string {
  /* BigInt arithmetic is needless (and slow) for the cents a number holds exactly. */
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) {
    const magnitude = Math.abs(cents)
    const fraction = magnitude % 100
    return `${cents < 0 ? '-' : ''}${(magnitude - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`
  }
  const whole = typeof cents === 'bigint' ? cents : BigInt(Math.round(cents))
  const negative = whole < 0n
  const magnitude = negative ? -whole : whole
  const fraction = (magnitude % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${magnitude / 100n}.${fraction}`
}

/** A money value as the API's 2-decimal string; missing or non-numeric is "0.00". */
export function toMoney(value: number | string | null | undefined): string {
  return formatCents(toCents(value))
}

/** Like toMoney, but a missing, empty or non-numeric value stays null (optional prices). */
export function toMoneyOrNull(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const amount = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(amount) ? toMoney(amount) : null
}
