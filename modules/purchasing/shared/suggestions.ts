/**
 * Order suggestions from par levels: how much of a product to order so that
 * stock on hand plus bottles already on open orders reaches its par level
 * (or its reorder level when it has no par).
 */
import { effectiveCaseSize } from './order_totals.js'

export interface StockPosition {
  currentStock: number
  /** Bottles on created or sent orders, not yet received. */
  onOrder: number
  parLevel: number | null
  reorderLevel: number
  caseSize: number | null
  /** Money string or number; a case cost above 0 means the product is bought by the case. */
  caseCost: number | string | null
}

export interface Suggestion {
  target: number
  /** Bottles missing to reach the target (0 when none). */
  shortfall: number
  cases: number
  /** Loose bottles. */
  quantity: number
  /** Bottles the suggestion brings in: cases × case size + quantity. */
  bottles: number
}

const thousandths = (value: number) => Math.round(value * 1000) / 1000

export function reorderTarget(position: Pick<StockPosition, 'parLevel' | 'reorderLevel'>): number {
  return position.parLevel ?? position.reorderLevel
}

/**
 * target − on hand − on order, rounded up to whole cases when the product
 * has a case cost, else up to whole bottles. Nothing when the product is
 * at or above its target.
 */
export function suggestOrder(position: StockPosition): Suggestion {
  const target = reorderTarget(position)
  const shortfall = Math.max(0, thousandths(target - position.currentStock - position.onOrder))
  const caseSize = effectiveCaseSize(position.caseSize)
  const byCase = Number(position.caseCost ?? 0) > 0
  if (shortfall === 0) return { target, shortfall, cases: 0, quantity: 0, bottles: 0 }
  if (byCase) {
    const cases = Math.ceil(shortfall / caseSize)
    return { target, shortfall, cases, quantity: 0, bottles: cases * caseSize }
  }
  const quantity = Math.ceil(shortfall)
  return { target, shortfall, cases: 0, quantity, bottles: quantity }
}

/**
 * What a Reorder link pre-fills: the suggestion, or one case (one case's
 * worth of bottles without a case cost) when the product is not short.
 */
export function reorderQuantity(position: StockPosition): Suggestion {
  const suggestion = suggestOrder(position)
  if (suggestion.bottles > 0) return suggestion
  const caseSize = effectiveCaseSize(position.caseSize)
  return Number(position.caseCost ?? 0) > 0
    ? { ...suggestion, cases: 1, quantity: 0, bottles: caseSize }
    : { ...suggestion, cases: 0, quantity: caseSize, bottles: caseSize }
}
