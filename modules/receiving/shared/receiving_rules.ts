/**
 * Receiving rules (SPEC §4, §5 Receiving) shared by the receiving form and
 * the server: bottle counts, line totals, the Complete/Partial badge, the
 * discrepancy warning, photo limits, and which lines call for a credit
 * request or a back-order.
 */
import { formatCents, toCents } from '../../../backend/shared/money.js'

export const DEFAULT_CASE_SIZE = 12
export const MAX_PHOTOS = 5
export const MAX_PHOTO_BYTES = 10_485_760

export const RECEIVING_TEXTS = {
  discrepancyWarning: 'Quantity discrepancies detected. Please add notes for any differences.',
  received: 'Shipment received successfully',
  failed: 'Failed to complete receiving',
  photosUploaded: (count: number) => `${count} photo(s) uploaded`,
  noOrdersToReceive: 'No orders ready for receiving',
  noReceivedOrders: 'No received orders to adjust',
  tooManyPhotos: `A receipt holds at most ${MAX_PHOTOS} photos`,
  photoTooLarge: 'Photo is larger than 10 MB (10485760 bytes)',
  photoType: 'Only JPEG, PNG, WebP or HEIC photos can be uploaded',
} as const

/** A non-numeric or negative entry becomes 0 (SPEC §5). */
export function nonNegative(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) && number > 0 ? number : 0
}

/** Bottles: cases × case size (12 if unknown) + bottles, to thousandths. */
export function bottleCount(cases: unknown, bottles: unknown, caseSize?: number | null): number {
  const size = caseSize && caseSize > 0 ? caseSize : DEFAULT_CASE_SIZE
  return Math.round((nonNegative(cases) * size + nonNegative(bottles)) * 1000) / 1000
}

/**
 * Line total (SPEC §5): received cases × case cost when both are above 0,
 * otherwise received bottles × unit cost; 2 decimals.
 */
export function receivedLineTotal(line: {
  receivedCases: unknown
  receivedBottles: unknown
  unitCost: unknown
  caseCost: unknown
}): string {
  const cases = nonNegative(line.receivedCases)
  const caseCost = toCents(nonNegative(line.caseCost))
  if (cases > 0 && caseCost > 0) return formatCents(Math.round(cases * caseCost))
  return formatCents(
    Math.round(nonNegative(line.receivedBottles) * toCents(nonNegative(line.unitCost)))
  )
}

/** Sum of 2-decimal totals, in exact cents. */
export function sumMoney(totals: Array<string | number | null>): string {
  return formatCents(totals.reduce<number>((sum, total) => sum + toCents(total), 0))
}

export type ReceiptBadge = 'Complete' | 'Partial'

/** SPEC §4: Complete when received bottles equal expected, otherwise Partial. */
export function receiptBadge(expected: number, received: number): ReceiptBadge {
  return Math.round(expected * 1000) === Math.round(received * 1000) ? 'Complete' : 'Partial'
}

export function hasDiscrepancy(lines: Array<{ expected: number; received: number }>): boolean {
  return lines.some((line) => receiptBadge(line.expected, line.received) === 'Partial')
}

/** 'higher' when the adjusted total is above the original (shown red), 'lower' below (green). */
export function totalDifference(original: string, adjusted: string) {
  const cents = toCents(adjusted) - toCents(original)
  return {
    difference: formatCents(cents),
    direction: cents > 0 ? ('higher' as const) : cents < 0 ? ('lower' as const) : ('same' as const),
  }
}

export interface CreditLineInput {
  productId: number
  productName: string
  expectedQuantity: number
  receivedQuantity: number
  orderedUnitCost: string
  unitCost: string | null
  discrepancyNote: string | null
}

export interface CreditLine {
  productId: number
  productName: string
  reasons: string[]
  /** Bottles short (0 when none). */
  shortQuantity: number
  /** Per bottle, actual − ordered (0.00 when not higher). */
  overchargePerBottle: string
  /** short × ordered unit cost + received × overcharge, 2 decimals. */
  amount: string
}

/**
 * Lines to claim from the vendor: received short, noted as damaged (any
 * discrepancy note on a line), or invoiced above the ordered unit cost.
 */
export function creditLines(lines: CreditLineInput[]): CreditLine[] {
  const result: CreditLine[] = []
  for (const line of lines) {
    const short = Math.max(
      0,
      Math.round((line.expectedQuantity - line.receivedQuantity) * 1000) / 1000
    )
    const ordered = toCents(line.orderedUnitCost)
    const actual = line.unitCost === null ? ordered : toCents(line.unitCost)
    const over = Math.max(0, actual - ordered)
    const note = line.discrepancyNote?.trim() ?? ''
    const reasons: string[] = []
    if (short > 0) reasons.push(`Short ${short} bottle${short === 1 ? '' : 's'}`)
    if (over > 0)
      reasons.push(`Invoiced ${formatCents(actual)} per bottle, ordered at ${formatCents(ordered)}`)
    if (note) reasons.push(note)
    if (reasons.length === 0) continue
    result.push({
      productId: line.productId,
      productName: line.productName,
      reasons,
      shortQuantity: short,
      overchargePerBottle: formatCents(over),
      amount: formatCents(Math.round(short * ordered + line.receivedQuantity * over)),
    })
  }
  return result
}

/** Bottles still owed per line (expected − received, never below 0). */
export function shortQuantity(expected: number, received: number): number {
  return Math.max(0, Math.round((expected - received) * 1000) / 1000)
}
