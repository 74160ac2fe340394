import { formatBottles } from '@shell/format/bottles'

const ounces = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/** A size in ounces; 0 or missing means the size could not be read (SPEC §5). */
export function formatOz(value: number | null | undefined): string {
  return value ? `${ounces.format(value)} oz` : 'Unknown'
}

export function formatSigned(value: number): string {
  return value > 0 ? `+${formatBottles(value)}` : formatBottles(value)
}
