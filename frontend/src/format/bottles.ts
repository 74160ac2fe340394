const bottles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/** Bottles can be fractional (partly poured): up to 3 decimals, no trailing zeros. */
export function formatBottles(value: number): string {
  return bottles.format(value)
}
