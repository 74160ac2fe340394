import { formatBottles } from '@shell/format/bottles'
import { formatDecimal } from '@shell/format/number'

/** A size in ounces; 0 or missing means the size could not be read (SPEC §5). */
export function formatOz(value: number | null | undefined): string {
  return value ? `${formatDecimal(value, 3)} oz` : 'Unknown'
}

export function formatSigned(value: number): string {
  return value > 0 ? `+${formatBottles(value)}` : formatBottles(value)
}
