/**
 * Purchase order arithmetic (SPEC §5 Purchase order), used by the order
 * dialog as the user types and by the server, which stores its own result
 * and ignores the totals a client sends.
 */
import { DEFAULT_CASE_SIZE } from '../../inventory/shared/product_rules.js'
import { toCents } from '../../../backend/shared/money.js'

export interface OrderLine {
  /** Loose bottles (the dialog's Bottles field). */
  quantity: number | string | null | undefined
  cases: number | string | null | undefined
  unitCost: number | string | null | undefined
  caseCost: number | string | null | undefined
}

function amount(value: number | string | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number(value ?? 0)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0
}

/* Bottles may be fractional (3 decimals); thousandths keep the product exact. */
function toThousandths(value: number): bigint {
  return BigInt(Math.round(Number((value * 1000).toFixed(3))))
}

/**
 * Item total in cents: cases × case cost when the case cost is above 0,
 * plus bottles × unit cost when the unit cost is above 0.
 */
export function itemTotalCents(line: OrderLine): number {
  const caseCents = toCents(line.caseCost)
  const unitCents = toCents(line.unitCost)
  let total = 0n
  if (caseCents > 0) total += BigInt(Math.floor(amount(line.cases))) * BigInt(caseCents)
  if (unitCents > 0) {
    /* Half-up rounding of bottles × unit cost at the cent. */
    total += (toThousandths(amount(line.quantity)) * BigInt(unitCents) + 500n) / 1000n
  }
  return Number(total)
}

/** Order total in cents: the sum of the item totals. */
export function orderTotalCents(lines: OrderLine[]): number {
  return lines.reduce((sum, line) => sum + itemTotalCents(line), 0)
}

/** A product's case size, 12 when unknown or not a positive whole number. */
export function effectiveCaseSize(caseSize: number | null | undefined): number {
  return typeof caseSize === 'number' && Number.isInteger(caseSize) && caseSize > 0
    ? caseSize
    : DEFAULT_CASE_SIZE
}

/**
 * Bottles an item brings into stock: cases × case size (12 if unknown) +
 * loose bottles, to the 3 decimals stock is kept in.
 */
export function bottleCount(
  line: Pick<OrderLine, 'cases' | 'quantity'>,
  caseSize: number | null | undefined
): number {
  const bottles =
    Math.floor(amount(line.cases)) * effectiveCaseSize(caseSize) + amount(line.quantity)
  return Math.round(bottles * 1000) / 1000
}
