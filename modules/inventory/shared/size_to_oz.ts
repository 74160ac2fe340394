/**
 * Bottle size → fluid ounces, shared by the product dialogs (live preview) and
 * the server (applied when a product is saved without sizeInOz).
 */
export const OZ_PER_ML = 0.033814
export const OZ_PER_LITER = 33.814

/**
 * The spec lists these results verbatim; 1L keeps its three decimals there,
 * so the table wins over the computed (2-decimal) value.
 */
const KNOWN_SIZES: Record<string, number> = {
  '50': 1.69,
  '200': 6.76,
  '375': 12.68,
  '750': 25.36,
  '1l': 33.814,
  '1.75l': 59.17,
}

const SIZE_PATTERN =
  /^(\d+(?:\.\d+)?|\.\d+)\s*(ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|oz|fl\.?\s*oz|ounces?)?$/

/** Rounds to 2 decimals, the precision products.size_in_oz stores. */
export function roundOz(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}

/**
 * '750ml', '750 ml', '750' (bare numbers are millilitres), '1L', '1.75 L',
 * '12oz', '1.5 fl oz'. Anything else (including 'Custom') is unknown → 0,
 * which the screens show as 'Unknown'.
 */
export function sizeToOz(size: string | null | undefined): number {
  if (typeof size !== 'string') return 0
  const normalised = size.trim().toLowerCase()
  const match = SIZE_PATTERN.exec(normalised)
  if (!match) return 0
  const amount = Number(match[1])
  if (!Number.isFinite(amount) || amount <= 0) return 0
  const unit = match[2] ?? 'ml'

  if (unit.startsWith('m')) {
    return KNOWN_SIZES[String(amount)] ?? roundOz(amount * OZ_PER_ML)
  }
  if (unit.startsWith('l')) {
    return KNOWN_SIZES[`${amount}l`] ?? roundOz(amount * OZ_PER_LITER)
  }
  return roundOz(amount)
}
