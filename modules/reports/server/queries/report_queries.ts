import {
  adjustmentPagesNewestFirst,
  adjustmentsBetween,
  countAdjustmentsBetween,
  inventorySummary,
  inventoryValueByCategory,
  ledgerTotalsByProduct,
  lowStockProducts,
} from '#modules/inventory/server/index'
import {
  listSales,
  salesByDay,
  salesTotals,
  SALES_LEDGER_TYPE,
  topRecipes,
} from '#modules/integrations/server/index'
import { bottlesAndOunces } from '#modules/reports/shared/deductions'
import type { Range } from '#modules/reports/shared/report_range'
import type {
  SalesDayJson,
  SalesReportJson,
  TopRecipeJson,
  DeductionJson,
  LowStockReportJson,
  ReportSummaryJson,
} from '#modules/reports/shared/report_json'

/** SPEC §9: the report's top recipes. */
export const TOP_RECIPES = 10

/** Most low-stock products the report lists; the count covers them all. */
export const LOW_STOCK_LIMIT = 100

export async function reportSummary(): Promise<ReportSummaryJson> {
  return inventorySummary()
}

export async function lowStockReport(): Promise<LowStockReportJson> {
  const { count, products } = await lowStockProducts(LOW_STOCK_LIMIT)
  return { count, limit: LOW_STOCK_LIMIT, products }
}

export function valueByCategory() {
  return inventoryValueByCategory()
}

/**
 * Bottles that sales took out of stock in the range, per product, most
 * used first, as bottles plus ounces (SPEC §3: 25.36 oz when the size is unknown).
 */
export async function deductionsReport(range: Range): Promise<DeductionJson[]> {
  const totals = await ledgerTotalsByProduct(SALES_LEDGER_TYPE, range)
  return totals
    .filter((total) => total.quantityChange !== 0)
    .map((total) => {
      const bottlesUsed = -total.quantityChange
      return {
        productId: total.productId,
        product: total.product,
        category: total.category,
        size: total.size,
        bottlesUsed,
        ...bottlesAndOunces(bottlesUsed, total.sizeInOz),
      }
    })
}

/** Stock adjustments in the range other than sales (those are the deductions), one page. */
export function adjustmentsReport(range: Range, page: { limit: number; offset: number }) {
  return adjustmentsBetween(range, page, [SALES_LEDGER_TYPE])
}

export function countAdjustmentsReport(range: Range) {
  return countAdjustmentsBetween(range, [SALES_LEDGER_TYPE])
}

/** The same adjustments, all of them, a page at a time (exports). */
export function adjustmentReportPages(range: Range, pageSize: number) {
  return adjustmentPagesNewestFirst(range, pageSize, [SALES_LEDGER_TYPE])
}

/**
 * GET /api/sales-report: totals over the whole range from the daily rollup,
 * and one page of sale lines and of adjustments with their full counts.
 */
export async function salesReport(
  range: Range,
  page: { limit: number; offset: number }
): Promise<SalesReportJson> {
  const [totals, sales, adjustments] = await Promise.all([
    salesTotals(range),
    listSales(range, page),
    adjustmentsReport(range, page),
  ])
  return {
    sales,
    adjustments: adjustments.adjustments,
    totalSales: totals.totalSales,
    totalItems: totals.totalItems,
    salesCount: totals.lineCount,
    adjustmentsCount: adjustments.count,
    limit: page.limit,
    offset: page.offset,
    truncated:
      page.offset + sales.length < totals.lineCount ||
      page.offset + adjustments.adjustments.length < adjustments.count,
  }
}

export function salesPerDay(range: Range): Promise<SalesDayJson[]> {
  return salesByDay(range)
}

/** The best sellers by quantity, then revenue, then name (integrations' order). */
export function topRecipesReport(range: Range): Promise<TopRecipeJson[]> {
  return topRecipes(range, TOP_RECIPES)
}
