/**
 * Recipe cost (SPEC §5 Recipe), shared by the dialog's 'Calculate Cost'
 * action and the server, which computes every recipe's cost from the
 * current product costs on each read.
 *
 * A whole-bottle ingredient costs the product's unit cost; any other costs
 * unit cost ÷ bottle size in oz × amount in oz, with 25.4 oz assumed when
 * the size is unknown. The exact sum is rounded once, half up, to cents:
 * the arithmetic runs on integers (cents, hundredths and thousandths of an
 * ounce as BigInt fractions), never on floats.
 *
 * An ingredient that cannot be priced — no unit cost, or an amount that was
 * not understood — leaves it out of the total and marks the cost incomplete
 * with a reason, so a recipe never looks cheaper than it is without saying
 * so. An assumed bottle size is priced but also noted.
 */
import { formatCents } from '../../../backend/shared/money.js'

export const DEFAULT_SIZE_IN_OZ = 25.4

export interface CostIngredient {
  productName: string
  /** The product's unit cost per bottle ("18.50" or 18.5); 0 or null means not entered. */
  unitCost: string | number | null
  sizeInOz: string | number | null
  amountInOz: string | number | null
  isWholeBottle: boolean
}

export interface RecipeCost {
  /** Total per serving as a 2-decimal string; null when no ingredient could be priced. */
  total: string | null
  /** True when every ingredient was priced without assumptions. */
  complete: boolean
  /** Why the cost is incomplete, one sentence per problem, in ingredient order. */
  reasons: string[]
  /** Each ingredient's cost rounded to cents (for display); null when it could not be priced. */
  lines: Array<string | null>
}

interface Fraction {
  num: bigint
  den: bigint
}

/**
 * A decimal (string or number) as an integer count of 10^-scale units,
 * rounded half away from zero past `scale` digits; null when not a number.
 */
export function toScaledInteger(value: string | number | null, scale: number): bigint | null {
  if (value === null) return null
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    /* Enough digits that toFixed's binary rounding never reaches the digit we keep. */
    text = value.toFixed(scale + 6)
  } else {
    text = value.trim()
  }
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null
  const [, sign, whole, fraction = ''] = match
  const kept = BigInt((whole || '0') + fraction.slice(0, scale).padEnd(scale, '0'))
  const roundUp = fraction.length > scale && Number(fraction[scale]) >= 5
  const magnitude = roundUp ? kept + 1n : kept
  return sign === '-' ? -magnitude : magnitude
}

/** Integer division rounded half away from zero. */
function divideRounded(num: bigint, den: bigint): bigint {
  if (den < 0n) return divideRounded(-num, -den)
  const negative = num < 0n
  const magnitude = negative ? -num : num
  const rounded = (2n * magnitude + den) / (2n * den)
  return negative ? -rounded : rounded
}

/* Cents as a 2-decimal string (235n → "2.35") is the kernel's money rule. */
export { formatCents }

function add(a: Fraction, b: Fraction): Fraction {
  if (a.den === b.den) return { num: a.num + b.num, den: a.den }
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den }
}

export function recipeCost(ingredients: CostIngredient[]): RecipeCost {
  const reasons: string[] = []
  const lines: Array<string | null> = []
  let total: Fraction = { num: 0n, den: 1n }
  let priced = 0

  for (const ingredient of ingredients) {
    const name = ingredient.productName
    const unitCents = toScaledInteger(ingredient.unitCost, 2)
    if (unitCents === null || unitCents <= 0n) {
      reasons.push(`${name}: no unit cost`)
      lines.push(null)
      continue
    }

    let line: Fraction
    if (ingredient.isWholeBottle) {
      line = { num: unitCents, den: 1n }
    } else {
      const amountMilli = toScaledInteger(ingredient.amountInOz, 3)
      if (amountMilli === null || amountMilli <= 0n) {
        reasons.push(`${name}: amount in oz unknown`)
        lines.push(null)
        continue
      }
      let sizeCenti = toScaledInteger(ingredient.sizeInOz, 2)
      if (sizeCenti === null || sizeCenti <= 0n) {
        reasons.push(`${name}: bottle size unknown, ${DEFAULT_SIZE_IN_OZ} oz assumed`)
        sizeCenti = toScaledInteger(DEFAULT_SIZE_IN_OZ, 2)!
      }
      /* cents × (amount/1000 oz) ÷ (size/100 oz) */
      line = { num: unitCents * amountMilli, den: sizeCenti * 10n }
    }
    lines.push(formatCents(divideRounded(line.num, line.den)))
    total = add(total, line)
    priced += 1
  }

  if (ingredients.length === 0) reasons.push('No ingredients')
  return {
    total: priced > 0 ? formatCents(divideRounded(total.num, total.den)) : null,
    complete: reasons.length === 0,
    reasons,
    lines,
  }
}

export interface MenuPriceFigures {
  /** (menu price − cost) ÷ menu price × 100, 2 decimals. */
  profitMargin: string
  /** cost ÷ menu price × 100, 2 decimals. */
  pourCostPercent: string
}

/** Margin and pour cost from a menu price; null when either amount is missing or the price is not above 0. */
export function menuPriceFigures(
  costPerServing: string | number | null,
  menuPrice: string | number | null
): MenuPriceFigures | null {
  const cost = toScaledInteger(costPerServing, 2)
  const price = toScaledInteger(menuPrice, 2)
  if (cost === null || price === null || price <= 0n) return null
  return {
    profitMargin: formatCents(divideRounded((price - cost) * 10_000n, price)),
    pourCostPercent: formatCents(divideRounded(cost * 10_000n, price)),
  }
}
