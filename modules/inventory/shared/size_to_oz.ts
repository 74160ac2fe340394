/**
 * Bottle size → fluid ounces and the canonical spelling of a size: one rule
 * shared by the product dialogs (live preview), the API (applied when a
 * product is saved without sizeInOz) and the import (which also matches
 * products on the normalised size).
 */
export const OZ_PER_ML = 0.033814
export const OZ_PER_LITER = 33.814

/**
 * The spec lists these results verbatim (by millilitres); 1L keeps its three
 * decimals there, so the table wins over the computed (2-decimal) value.
 */
const KNOWN_SIZES: Record<string, number> = {
  '50': 1.69,
  '200': 6.76,
  '375': 12.68,
  '750': 25.36,
  '1000': 33.814,
  '1750': 59.17,
}

/*
 * A number (decimal point or decimal comma) and an optional unit: ml, cl,
 * l/ltr/liter/litre, oz/fl oz/ounce, in any case, with or without spaces.
 */
const SIZE_PATTERN =
  /^(\d+(?:[.,]\d+)?|[.,]\d+)\s*(ml|millilit(?:er|re)s?|cl|centilit(?:er|re)s?|l|ltrs?|lit(?:er|re)s?|oz|fl\.?\s*oz\.?|fluid\s+ounces?|ounces?)?$/

/** Rounds to 2 decimals, the precision products.size_in_oz stores. */
export function roundOz(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}

export interface ReadSize {
  /** The canonical spelling: '750ml', '1L', '1.75L', '12oz' (the Edit dialog's sizes). */
  canonical: string
  oz: number
}

/** Millilitres rounded to a tenth, so 0.7L and 70cl are the same 700 ml. */
function tenths(value: number) {
  return Math.round(value * 10) / 10
}

/**
 * Reads '750', '750 ml', '750ML', '75cl', '0.75L', '1.75 Ltr', '1 litre',
 * '0,7 l', '12oz', '1.5 fl oz'. Bare numbers are millilitres. Returns null
 * for anything else ('Custom', 'magnum', '750 grams', 0, negative).
 */
export function readSize(size: string | null | undefined): ReadSize | null {
  if (typeof size !== 'string') return null
  const match = SIZE_PATTERN.exec(size.trim().toLowerCase())
  if (!match) return null
  const amount = Number(match[1].replace(',', '.'))
  if (!Number.isFinite(amount) || amount <= 0) return null
  const unit = match[2] ?? 'ml'

  if (unit.startsWith('o') || unit.startsWith('f')) {
    return { canonical: `${roundOz(amount)}oz`, oz: roundOz(amount) }
  }
  const ml = tenths(
    unit.startsWith('c') ? amount * 10 : unit.startsWith('m') ? amount : amount * 1000
  )
  if (ml <= 0) return null
  const oz = KNOWN_SIZES[String(ml)] ?? roundOz(ml * OZ_PER_ML)
  /* Whole litres and their fractions read as litres (1L, 1.75L); smaller bottles in ml. */
  const canonical = ml >= 1000 ? `${Number((ml / 1000).toFixed(4))}L` : `${ml}ml`
  return { canonical, oz }
}

/**
 * Fluid ounces of a size, or 0 when it cannot be read (including 'Custom'),
 * which the screens show as 'Unknown' (SPEC §5).
 */
export function sizeToOz(size: string | null | undefined): number {
  return readSize(size)?.oz ?? 0
}
