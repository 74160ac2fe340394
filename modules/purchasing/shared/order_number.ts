/**
 * Order numbers (SPEC §5, §9): optional; when left empty the order gets
 * PO-{year}-{last 4 digits of the timestamp}.
 */
export const ORDER_NUMBER_MAX_LENGTH = 40
export const ORDER_NUMBER_SUFFIX_DIGITS = 4
const SUFFIX_RANGE = 10 ** ORDER_NUMBER_SUFFIX_DIGITS

export function orderNumberWithSuffix(year: number, suffix: number): string {
  return `PO-${year}-${String(suffix % SUFFIX_RANGE).padStart(ORDER_NUMBER_SUFFIX_DIGITS, '0')}`
}

/** The number an order gets when none was entered, e.g. PO-2025-4821. */
export function generateOrderNumber(now: Date = new Date()): string {
  return orderNumberWithSuffix(now.getFullYear(), now.getTime() % SUFFIX_RANGE)
}

/**
 * A free number of the same year when the generated one is taken: a random
 * suffix among those not in `taken`, or null when every suffix is used.
 */
export function alternativeOrderNumber(
  year: number,
  taken: ReadonlySet<string>,
  random: () => number = Math.random
): string | null {
  const start = Math.floor(random() * SUFFIX_RANGE)
  for (let step = 0; step < SUFFIX_RANGE; step++) {
    const candidate = orderNumberWithSuffix(year, (start + step) % SUFFIX_RANGE)
    if (!taken.has(candidate)) return candidate
  }
  return null
}
