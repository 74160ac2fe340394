import {
  adjustmentsBetween,
  inventorySummary,
  inventoryValueByCategory,
  ledgerTotalsByProduct,
  lowStockProducts,
} from '#modules/inventory/server/index'
import { bottlesAndOunces } from '#modules/reports/shared/deductions'
import type { Range } from '#modules/reports/shared/report_range'
import type {
  DeductionJson,
  LowStockReportJson,
  ReportSummaryJson,
} from '#modules/reports/shared/report_json'

/** Inventory's stock ledger type for sale depletions (refunds are sale rows that add stock). */
export const SALE_LEDGER_TYPE = 'sale'

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
  const totals = await ledgerTotalsByProduct(SALE_LEDGER_TYPE, range)
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
  return adjustmentsBetween(range, page, [SALE_LEDGER_TYPE])
}
