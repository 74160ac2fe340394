/*
 * The usage and variance report (GET /api/reports/variance), declared once
 * for the server that builds it and the screen that shows it. Quantities
 * are bottles; money a 2-decimal string.
 *
 * Per product, between two finalized counts:
 *   actual usage      = start count + received − end count
 *   theoretical usage = sold (sales depletion) + recorded loss (waste, spill, breakage)
 *   variance          = actual − theoretical (positive: more went than sales and recorded loss explain)
 */

export interface VarianceCountJson {
  id: number
  name: string
  finalizedAt: string
}

export interface VarianceFigures {
  startCount: number
  received: number
  endCount: number
  actualUsage: number
  sold: number
  recordedLoss: number
  theoreticalUsage: number
  varianceBottles: number
  varianceOunces: number
  varianceDollars: string
  /** Variance as a share of actual usage, 1 decimal; null when nothing (or less than nothing) was used. */
  variancePercent: number | null
}

export interface VarianceRowJson extends VarianceFigures {
  productId: number
  name: string
  category: string
  size: string | null
  /** Null when the product's cost is unknown: its variance then counts as $0.00. */
  unitCost: string | null
  /** Actual usage below 0: more on the shelf than start + received allow — a data error. */
  negativeUsage: boolean
}

export interface VarianceCategoryJson {
  category: string
  products: number
  actualUsage: number
  theoreticalUsage: number
  varianceBottles: number
  varianceOunces: number
  varianceDollars: string
}

export interface VarianceReportJson {
  fromCount: VarianceCountJson
  toCount: VarianceCountJson
  /** Products counted in both counts, by dollar variance (largest loss first). */
  rows: VarianceRowJson[]
  categories: VarianceCategoryJson[]
  totals: Omit<VarianceCategoryJson, 'category'> & { negativeUsage: number }
  /** Products counted in only one of the two counts: no usage can be worked out for them. */
  notInBothCounts: number
}
