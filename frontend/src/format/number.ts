/*
 * en-US numbers without Intl: a page's first Intl.NumberFormat costs 30–150 ms
 * (ICU start-up; 4× that on a slow phone), paid before the inventory table's
 * first row. Same output as Intl.NumberFormat('en-US') for finite numbers:
 * like Intl, it rounds the shortest decimal that reads back as the number
 * (1.005 → 1.01), half away from zero — not toFixed's binary value (1.00).
 */

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** The sign and the grouped, rounded magnitude of `value` with `digits` decimals. */
function parts(value: number, digits: number) {
  const negative = value < 0 || Object.is(value, -0)
  const text = String(Math.abs(value))
  let whole = '0'
  let fraction = '0'.repeat(digits)
  /* Below 1e-6 String() writes an exponent; such values round to zero here. */
  if (!text.includes('e')) {
    const [integer, decimals = ''] = text.split('.')
    const kept = BigInt(integer + decimals.slice(0, digits).padEnd(digits, '0'))
    const rounded = (kept + (decimals[digits] >= '5' ? 1n : 0n))
      .toString()
      .padStart(digits + 1, '0')
    whole = rounded.slice(0, rounded.length - digits)
    fraction = rounded.slice(rounded.length - digits)
  }
  return { sign: negative ? '-' : '', whole: grouped(whole), fraction }
}

/** Like Intl.NumberFormat('en-US', { maximumFractionDigits }): no trailing zeros. */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value)
  }
  const { sign, whole, fraction } = parts(value, maximumFractionDigits)
  const kept = fraction.replace(/0+$/, '')
  return `${sign}${whole}${kept ? `.${kept}` : ''}`
}

/** Like Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }). */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)
  }
  const { sign, whole, fraction } = parts(value, 2)
  return `${sign}$${whole}.${fraction}`
}
