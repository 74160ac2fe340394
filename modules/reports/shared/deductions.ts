/** SPEC §3: reports take a bottle as 25.36 oz (750 ml) when its size is unknown. */
export const REPORT_DEFAULT_OZ = 25.36

/**
 * Bottles used, as whole bottles plus the ounces of the opened one
 * (2.5 bottles of 750 ml = 2 bottles + 12.68 oz). Works in thousandths of a
 * bottle, the ledger's precision, so 0.1 + 0.2 never shows as 0.30000004.
 */
export function bottlesAndOunces(bottlesUsed: number, sizeInOz: number | null) {
  const size = sizeInOz && sizeInOz > 0 ? sizeInOz : REPORT_DEFAULT_OZ
  const milli = Math.round(Math.abs(bottlesUsed) * 1000)
  const sign = bottlesUsed < 0 ? -1 : 1
  const whole = Math.floor(milli / 1000)
  const ounces = Math.round(((milli % 1000) / 1000) * size * 100) / 100
  return {
    bottles: sign * whole,
    ounces: sign * ounces,
    totalOunces: sign * (Math.round((milli / 1000) * size * 100) / 100),
    sizeInOz: size,
  }
}
