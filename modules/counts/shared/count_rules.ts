/**
 * Counting rules shared by the count screen (what it shows before sending)
 * and the server (what it stores).
 */

export const COUNT_LIMITS = {
  areaName: 80,
  sessionName: 120,
  note: 255,
  clientId: 64,
  maxFullBottles: 100_000,
  maxGrams: 99_999.9,
  /** Most lines one POST may carry (an offline queue flushes in batches of this). */
  maxLinesPerRequest: 500,
  maxShelfProducts: 2000,
} as const

/** The tenths control: 0.0–0.9 of an open bottle. */
export const PARTIAL_TENTHS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9] as const

export type CountMethod = 'tenths' | 'weight'

function thousandths(value: number): number {
  return Math.round((value + Number.EPSILON) * 1000) / 1000
}

/** Bottles counted on a line: whole bottles plus the open one's fraction, to thousandths. */
export function lineQuantity(fullBottles: number, partial: number): number {
  return thousandths(fullBottles + partial)
}

export interface BottleWeights {
  fullWeightGrams: number | null
  emptyWeightGrams: number | null
}

/** Whether a product's weights allow weighing: both known and full heavier than empty. */
export function canWeigh(weights: BottleWeights): boolean {
  const { fullWeightGrams: full, emptyWeightGrams: empty } = weights
  return full !== null && empty !== null && full > empty && empty >= 0
}

/**
 * The fraction of an open bottle from its weight on a scale:
 * (grams − empty) / (full − empty), to thousandths. A reading below the
 * empty bottle is 0 and above a full one is 1 (scale and glass vary by a
 * few grams). Null when the product's weights do not allow it.
 */
export function partialFromGrams(grams: number, weights: BottleWeights): number | null {
  if (!canWeigh(weights) || !Number.isFinite(grams)) return null
  const full = weights.fullWeightGrams!
  const empty = weights.emptyWeightGrams!
  const fraction = (grams - empty) / (full - empty)
  return thousandths(Math.min(1, Math.max(0, fraction)))
}

export interface EffectiveLineKey {
  id: number
  areaId: number | null
  productId: number
  counterId: string | null
}

/**
 * A recount by the same counter in the same area replaces that counter's
 * earlier line for the product; lines stay stored (append-only). Returns
 * the ids of the lines that still count: the latest (highest id) per
 * area, product and counter.
 */
export function effectiveLineIds(lines: EffectiveLineKey[]): Set<number> {
  const latest = new Map<string, number>()
  for (const line of lines) {
    const key = `${line.areaId ?? ''}|${line.productId}|${line.counterId ?? ''}`
    const current = latest.get(key)
    if (current === undefined || line.id > current) latest.set(key, line.id)
  }
  return new Set(latest.values())
}

/**
 * A difference worth a second look at review: at least one bottle and at
 * least a tenth of what was expected.
 */
export function isBigDifference(counted: number, expected: number): boolean {
  const difference = Math.abs(counted - expected)
  return difference >= 1 && difference >= Math.abs(expected) * 0.1
}
