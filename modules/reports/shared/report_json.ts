/*
 * The read shapes of the reports API, declared once for the server that
 * builds them and the screens that read them. Money is a 2-decimal string,
 * bottles are numbers, dates ISO UTC.
 */

/** GET /api/dashboard/metrics: SPEC §3's four figures plus what the trends compare with. */
export interface DashboardMetricsJson {
  totalItems: number
  lowStockCount: number
  pendingOrders: number
  /** Sales this calendar month (UTC), refunds netted. */
  monthlySales: string
  outOfStockCount: number
  inventoryValue: string
  /** Products whose unit cost is unknown: inventoryValue counts them as $0.00. */
  unknownCostCount: number
  /** The same figures for the previous calendar month (stock as it stood at its end). */
  previousMonth: { totalItems: number; lowStockCount: number; monthlySales: string }
}

export interface LowStockItemJson {
  id: number
  name: string
  category: string
  size: string | null
  currentStock: number
  reorderLevel: number
}

export interface CategoryValueItemJson {
  category: string
  productCount: number
  totalStock: number
  value: string
  /** Products of the category whose unit cost is unknown (counted as $0.00 in value). */
  unknownCostCount: number
}

/** GET /api/reports/summary */
export interface ReportSummaryJson {
  totalItems: number
  lowStockCount: number
  outOfStockCount: number
  inventoryValue: string
  /** Products whose unit cost is unknown: inventoryValue counts them as $0.00. */
  unknownCostCount: number
}

/** GET /api/reports/low-stock: the emptiest products first, capped, with the full count. */
export interface LowStockReportJson {
  count: number
  limit: number
  products: LowStockItemJson[]
}

/** One product of GET /api/reports/deductions: bottles used by sales in the range. */
export interface DeductionJson {
  productId: number
  product: string
  category: string
  size: string | null
  /** Bottles used (sales minus refunds), to the thousandth. */
  bottlesUsed: number
  /** bottlesUsed as whole bottles plus ounces of size sizeInOz (25.36 when unknown). */
  bottles: number
  ounces: number
  totalOunces: number
  sizeInOz: number
}

/** SPEC §3's inventory adjustment read. */
export interface AdjustmentReadJson {
  id: number
  product: string
  adjustmentType: string
  quantityChange: number
  adjustmentDate: string
}

/** SPEC §3's sale: one sold line. */
export interface SaleJson {
  id: number
  transactionId: string
  recipe: { name: string } | null
  quantity: number
  amount: string
  saleDate: string
  source: string
}

/**
 * GET /api/sales-report: SPEC §3's four keys, totals over the whole range,
 * and the line lists one page at a time (newest first) with their counts.
 */
export interface SalesReportJson {
  sales: SaleJson[]
  adjustments: AdjustmentReadJson[]
  totalSales: string
  totalItems: number
  /** Lines in the whole range; `sales`/`adjustments` hold at most `limit` of them from `offset`. */
  salesCount: number
  adjustmentsCount: number
  limit: number
  offset: number
  /** True when either list holds fewer lines than the range has. */
  truncated: boolean
}

export interface SalesDayJson {
  /** The bar's business day, 'YYYY-MM-DD'. */
  day: string
  quantity: number
  revenue: string
}

export interface TopRecipeJson {
  recipeId: number
  name: string
  quantity: number
  revenue: string
}
