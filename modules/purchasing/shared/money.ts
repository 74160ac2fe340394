/**
 * Exact money for order totals: amounts travel as 2-decimal strings
 * ("18.50") or numbers and are summed as integer cents, never as floats.
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
  const cents = Number((Math.abs(amount) * 100).toFixed(6))
  return Math.sign(amount) * Math.round(cents)
}

/** "18.50" for 1850; the API's money shape. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(cents))
  const whole = Math.floor(absolute / 100)
  const fraction = String(absolute % 100).padStart(2, '0')
  return `${sign}${whole}.${fraction}`
}

/** A money value normalised to the API's 2-decimal string. */
export function toMoneyString(value: number | string | null | undefined): string {
  return formatCents(toCents(value))
}
