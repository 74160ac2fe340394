/**
 * Free-text ingredient amounts ('2 oz', '30 ml', '1 1/2 oz', '1 bottle') →
 * fluid ounces, shared by the recipe dialog (fills "amount in oz" as the
 * person types) and the server (fills it when an API client leaves it out).
 *
 * Understood: a quantity (whole, decimal with '.' or ',', fraction '1/2',
 * mixed '1 1/2' or '1-1/2', vulgar fractions '¾' and '1½') followed by
 * oz/ounce/fl oz, ml, cl, tsp, tbsp or dash; and one bottle ('1 bottle',
 * 'a bottle', 'whole bottle'). Anything after the unit ('2 oz chilled') is
 * ignored. Everything else — 'splash', 'top up', '3 leaves', a bare '2',
 * '2 bottles' — is an unknown amount (null): the recipe's cost is then flagged
 * incomplete instead of being silently cheaper.
 */
import { OZ_PER_ML } from '../../inventory/shared/size_to_oz.js'

export interface ParsedAmount {
  /** Fluid ounces, 3 decimals (recipe_ingredients.amount_in_oz); null when not understood. */
  amountInOz: number | null
  /** The whole bottle is used: the ingredient costs the product's unit cost. */
  isWholeBottle: boolean
}

/*
 * Bar conventions, stated once: a dash is 1/32 oz (bitters); teaspoon and
 * tablespoon are the US customary 1/6 and 1/2 oz. A centilitre is 10 ml.
 */
export const DASH_OZ = 1 / 32
export const TEASPOON_OZ = 1 / 6
export const TABLESPOON_OZ = 1 / 2
export const OZ_PER_CL = OZ_PER_ML * 10

/** Largest amount a recipe_ingredients row stores; anything larger is a typo. */
const MAX_OZ = 9999.999

const UNKNOWN: ParsedAmount = { amountInOz: null, isWholeBottle: false }

const UNITS: Array<{ pattern: RegExp; oz: number | 'bottle'; quantityOptional: boolean }> = [
  { pattern: /^(?:fl\.?\s*)?(?:oz|ounces?)\.?/, oz: 1, quantityOptional: false },
  { pattern: /^(?:ml|millilit(?:er|re)s?)/, oz: OZ_PER_ML, quantityOptional: false },
  { pattern: /^(?:cl|centilit(?:er|re)s?)/, oz: OZ_PER_CL, quantityOptional: false },
  { pattern: /^(?:tsp|teaspoons?)\.?/, oz: TEASPOON_OZ, quantityOptional: false },
  { pattern: /^(?:tbsp|tablespoons?)\.?/, oz: TABLESPOON_OZ, quantityOptional: false },
  { pattern: /^dash(?:es)?/, oz: DASH_OZ, quantityOptional: true },
  { pattern: /^bottles?/, oz: 'bottle', quantityOptional: true },
]

const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
}

const QUANTITY =
  /^(?:(\d+)[\s-]+(\d+)\/(\d+)|(\d+)\/(\d+)|(\d+(?:[.,]\d+)?|[.,]\d+)|(an?|one)(?=\s))(?![\d/])\s*/

function normalise(text: string): string {
  let result = text
    .trim()
    .toLowerCase()
    .replace(/\u2044/g, '/')
  for (const [glyph, fraction] of Object.entries(VULGAR_FRACTIONS)) {
    /* '1½' → '1 1/2', '½' → '1/2' */
    result = result.replace(new RegExp(`(\\d)\\s*${glyph}`, 'g'), `$1 ${fraction}`)
    result = result.replaceAll(glyph, fraction)
  }
  return result.replace(/\s+/g, ' ')
}

/** The quantity at the start of the text and where the rest begins; undefined when none. */
function readQuantity(text: string): { value: number; rest: string } | undefined {
  const match = QUANTITY.exec(text)
  if (!match) return undefined
  const [all, whole, mixedNum, mixedDen, num, den, decimal, word] = match
  let value: number
  if (whole !== undefined) {
    if (Number(mixedDen) === 0) return undefined
    value = Number(whole) + Number(mixedNum) / Number(mixedDen)
  } else if (num !== undefined) {
    if (Number(den) === 0) return undefined
    value = Number(num) / Number(den)
  } else if (decimal !== undefined) {
    value = Number(decimal.replace(',', '.'))
  } else if (word !== undefined) {
    value = 1
  } else {
    return undefined
  }
  return { value, rest: text.slice(all.length) }
}

export function roundOz3(value: number): number {
  return Math.round((value + Number.EPSILON) * 1000) / 1000
}

export function parseAmount(text: string | null | undefined): ParsedAmount {
  if (typeof text !== 'string') return UNKNOWN
  const normalised = normalise(text)
  if (normalised === '') return UNKNOWN

  const quantity = readQuantity(normalised)
  let rest = quantity ? quantity.rest : normalised
  rest = rest.replace(/^whole\s*/, '')

  for (const unit of UNITS) {
    const match = unit.pattern.exec(rest)
    if (!match) continue
    /* 'ozone' is not 'oz': the unit must end at a word boundary. */
    if (/^[a-z]/.test(rest.slice(match[0].length))) return UNKNOWN
    if (!quantity && !unit.quantityOptional) return UNKNOWN
    const value = quantity?.value ?? 1
    if (!Number.isFinite(value) || value <= 0) return UNKNOWN
    if (unit.oz === 'bottle') {
      return value === 1 ? { amountInOz: null, isWholeBottle: true } : UNKNOWN
    }
    const ounces = roundOz3(value * unit.oz)
    if (ounces <= 0 || ounces > MAX_OZ) return UNKNOWN
    return { amountInOz: ounces, isWholeBottle: false }
  }
  return UNKNOWN
}
