import { errors as vineErrors } from '@vinejs/vine'
import { finalizedCount, type FinalizedCount } from '#modules/counts/server/index'
import { ledgerTotalsByType, productsByIds } from '#modules/inventory/server/index'
import {
  centsToMoney,
  LOSS_TYPES,
  moneyToCents,
  RECEIVED_TYPES,
  SALE_TYPES,
  sortVarianceRows,
  varianceFigures,
} from '#modules/reports/shared/variance'
import type {
  VarianceCategoryJson,
  VarianceCountJson,
  VarianceReportJson,
  VarianceRowJson,
} from '#modules/reports/shared/variance_json'

function invalid(field: string, message: string, rule: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}

function countJson(count: FinalizedCount): VarianceCountJson {
  return { id: count.id, name: count.name, finalizedAt: count.finalizedAt.toISOString() }
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

/**
 * Usage and variance between two finalized counts: ledger sums by type for
 * the period (one grouped query), the counted totals of both counts, names
 * and costs joined last (DESIGN §10: aggregate first).
 */
export async function varianceReport(
  fromCountId: number,
  toCountId: number
): Promise<VarianceReportJson> {
  const [from, to] = await Promise.all([finalizedCount(fromCountId), finalizedCount(toCountId)])
  if (!from) throw invalid('fromCount', 'No finalized count has this id', 'finalizedCount')
  if (!to) throw invalid('toCount', 'No finalized count has this id', 'finalizedCount')
  if (from.ledgerMark >= to.ledgerMark) {
    throw invalid('toCount', 'The end count must be finalized after the start count', 'after')
  }

  const productIds = [...from.counted.keys()].filter((id) => to.counted.has(id))
  const notInBoth = new Set([...from.counted.keys(), ...to.counted.keys()]).size - productIds.length
  const totals = await ledgerTotalsByType({ afterId: from.ledgerMark, upToId: to.ledgerMark }, [
    ...RECEIVED_TYPES,
    ...SALE_TYPES,
    ...LOSS_TYPES,
  ])
  const byProduct = new Map<number, { received: number; sale: number; loss: number }>()
  for (const { productId, type, change } of totals) {
    const entry = byProduct.get(productId) ?? { received: 0, sale: 0, loss: 0 }
    if ((RECEIVED_TYPES as readonly string[]).includes(type)) entry.received += change
    else if ((SALE_TYPES as readonly string[]).includes(type)) entry.sale += change
    else entry.loss += change
    byProduct.set(productId, entry)
  }

  const products = await productsByIds(productIds)
  const rows: VarianceRowJson[] = products.map((product) => {
    const moves = byProduct.get(product.id) ?? { received: 0, sale: 0, loss: 0 }
    const figures = varianceFigures({
      startCount: from.counted.get(product.id)!,
      endCount: to.counted.get(product.id)!,
      received: round3(moves.received),
      saleChange: round3(moves.sale),
      lossChange: round3(moves.loss),
      unitCost: Number(product.unitCost),
      sizeInOz: product.sizeInOz,
    })
    return {
      productId: product.id,
      name: product.name,
      category: product.category,
      size: product.size,
      unitCost: product.unitCost,
      ...figures,
      negativeUsage: figures.actualUsage < 0,
    }
  })

  const categories = Map.groupBy(rows, (row) => row.category)
  const summarise = (list: VarianceRowJson[]) => ({
    products: list.length,
    actualUsage: round3(list.reduce((sum, row) => sum + row.actualUsage, 0)),
    theoreticalUsage: round3(list.reduce((sum, row) => sum + row.theoreticalUsage, 0)),
    varianceBottles: round3(list.reduce((sum, row) => sum + row.varianceBottles, 0)),
    varianceOunces: Math.round(list.reduce((sum, row) => sum + row.varianceOunces, 0) * 100) / 100,
    varianceDollars: centsToMoney(
      list.reduce((sum, row) => sum + moneyToCents(row.varianceDollars), 0)
    ),
  })
  const categoryRows: VarianceCategoryJson[] = [...categories]
    .map(([category, list]) => ({ category, ...summarise(list) }))
    .sort(
      (a, b) =>
        moneyToCents(b.varianceDollars) - moneyToCents(a.varianceDollars) ||
        a.category.localeCompare(b.category)
    )

  return {
    fromCount: countJson(from),
    toCount: countJson(to),
    rows: sortVarianceRows(rows),
    categories: categoryRows,
    totals: { ...summarise(rows), negativeUsage: rows.filter((row) => row.negativeUsage).length },
    notInBothCounts: notInBoth,
  }
}
