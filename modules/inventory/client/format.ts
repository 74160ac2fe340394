const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })
const ounces = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/** Bottles can be fractional (partly poured), shown with up to 3 decimals. */
export function formatStock(value: number): string {
  return quantity.format(value)
}

/** A size in ounces; 0 or missing means the size could not be read (SPEC §5). */
export function formatOz(value: number | null | undefined): string {
  return value ? `${ounces.format(value)} oz` : 'Unknown'
}

export function formatSigned(value: number): string {
  return value > 0 ? `+${quantity.format(value)}` : quantity.format(value)
}
