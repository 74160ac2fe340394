import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { formatCents, toCents } from '#shared/money'
import { bottleCount, itemTotalCents } from '#modules/purchasing/shared/order_totals'
import {
  reorderQuantity,
  suggestOrder,
  type Suggestion,
} from '#modules/purchasing/shared/suggestions'
import {
  activeVendorNames,
  shortStockPages,
  stockPositions,
  type StockPositionRow,
} from '#modules/purchasing/server/lib/catalog'
import { openOrderQuantities } from '#modules/purchasing/server/queries/order_queries'
import type { SuggestionLine, SuggestionsJson } from '#modules/purchasing/shared/suggestion_json'

function toLine(
  product: StockPositionRow,
  onOrder: number,
  suggestion: Suggestion,
  vendorId: number | null
): SuggestionLine {
  return {
    productId: product.id,
    name: product.name,
    category: product.category,
    size: product.size,
    caseSize: product.caseSize,
    currentStock: product.currentStock,
    parLevel: product.parLevel,
    reorderLevel: product.reorderLevel,
    target: suggestion.target,
    onOrder,
    cases: suggestion.cases,
    quantity: suggestion.quantity,
    bottles: suggestion.bottles,
    unitCost: product.unitCost,
    caseCost: product.caseCost,
    totalCost: formatCents(
      itemTotalCents({
        cases: suggestion.cases,
        quantity: suggestion.quantity,
        unitCost: product.unitCost,
        caseCost: product.caseCost,
      })
    ),
    vendorId,
  }
}

async function positionsWithOnOrder(rows: StockPositionRow[], client?: QueryClientContract) {
  const open = await openOrderQuantities(
    rows.map((row) => row.id),
    client
  )
  return rows.map((row) => {
    const pending = open.get(row.id)
    const onOrder = pending ? bottleCount(pending, row.caseSize) : 0
    return { row, onOrder }
  })
}

/**
 * Products short of their par level (reorder level when no par), grouped by
 * preferred vendor. Products without a preferred vendor, or whose vendor
 * was archived, are listed apart so the manager can still pick a vendor.
 * Read a page of products at a time, each with its quantities on open
 * orders, so neither a read nor its list of ids grows with the catalogue.
 */
export async function orderSuggestions(): Promise<SuggestionsJson> {
  const vendors = new Map<number, string>()
  const asked = new Set<number>()
  const byVendor = new Map<number, SuggestionLine[]>()
  const unassigned: SuggestionLine[] = []
  /* A product renamed while the pages are read could come round twice. */
  const seen = new Set<number>()
  /* Each page's lines are made with it: after the last page there is only grouping left to do. */
  for await (const page of shortStockPages()) {
    const newVendors = page.flatMap((row) =>
      row.vendorId === null || asked.has(row.vendorId) ? [] : [row.vendorId]
    )
    for (const id of newVendors) asked.add(id)
    for (const [id, name] of await activeVendorNames(newVendors)) vendors.set(id, name)
    for (const { row, onOrder } of await positionsWithOnOrder(page)) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      const suggestion = suggestOrder({ ...row, onOrder })
      if (suggestion.bottles <= 0) continue
      const vendorId = row.vendorId !== null && vendors.has(row.vendorId) ? row.vendorId : null
      const line = toLine(row, onOrder, suggestion, vendorId)
      if (vendorId === null) {
        unassigned.push(line)
      } else {
        const lines = byVendor.get(vendorId)
        if (lines) lines.push(line)
        else byVendor.set(vendorId, [line])
      }
    }
  }

  return {
    vendors: [...byVendor.entries()]
      .map(([vendorId, lines]) => ({
        vendorId,
        vendorName: vendors.get(vendorId)!,
        lines,
        totalAmount: formatCents(lines.reduce((sum, line) => sum + toCents(line.totalCost), 0)),
      }))
      .sort((a, b) => a.vendorName.localeCompare(b.vendorName)),
    unassigned,
  }
}

/**
 * The line a Reorder link pre-fills for one product: its suggestion, or one
 * case when it is not short. Null when the product does not exist.
 */
export async function reorderSuggestion(productId: number): Promise<SuggestionLine | null> {
  const [row] = await stockPositions([productId])
  if (!row) return null
  const [{ onOrder }] = await positionsWithOnOrder([row])
  const vendors = row.vendorId === null ? new Map() : await activeVendorNames([row.vendorId])
  const vendorId = row.vendorId !== null && vendors.has(row.vendorId) ? row.vendorId : null
  return toLine(row, onOrder, reorderQuantity({ ...row, onOrder }), vendorId)
}
