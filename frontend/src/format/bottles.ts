import { formatDecimal } from '@shell/format/number'

/** Bottles can be fractional (partly poured): up to 3 decimals, no trailing zeros. */
export function formatBottles(value: number): string {
  return formatDecimal(value, 3)
}
