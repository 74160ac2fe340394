/**
 * Variance arithmetic (see variance_json.ts for the definitions). Bottles
 * are kept in thousandths and dollars in cents, so sums stay exact.
 */
import type { VarianceFigures } from './variance_json.js'

/** SPEC §3: the size used by reports when a product has none. */
export const DEFAULT_REPORT_OZ = 25.36

export const RECEIVED_TYPES = ['receiving', 'receiving_adjustment'] as const
export const SALE_TYPES = ['sale'] as const
export const LOSS_TYPES = ['waste', 'spill', 'breakage'] as const

const milli = (value: number) => Math.round(value * 1000)
const bottles = (value: number) => value / 1000

export interface VarianceInput {
  startCount: number
  endCount: number
  /** Ledger sums (signed): receipts positive, sales and losses negative, refunds positive. */
  received: number
  saleChange: number
  lossChange: number
  unitCost: number
  sizeInOz: number | null
}

export function varianceCents(input: VarianceInput): number {
  const actual = milli(input.startCount) + milli(input.received) - milli(input.endCount)
  const theoretical = -milli(input.saleChange) - milli(input.lossChange)
  return Math.round(((actual - theoretical) * Math.round(input.unitCost * 100)) / 1000)
}

export function varianceFigures(input: VarianceInput): VarianceFigures {
  const actual = milli(input.startCount) + milli(input.received) - milli(input.endCount)
  const sold = -milli(input.saleChange)
  const loss = -milli(input.lossChange)
  const theoretical = sold + loss
  const variance = actual - theoretical
  const oz = input.sizeInOz && input.sizeInOz > 0 ? input.sizeInOz : DEFAULT_REPORT_OZ
  return {
    startCount: bottles(milli(input.startCount)),
    received: bottles(milli(input.received)),
    endCount: bottles(milli(input.endCount)),
    actualUsage: bottles(actual),
    sold: bottles(sold),
    recordedLoss: bottles(loss),
    theoreticalUsage: bottles(theoretical),
    varianceBottles: bottles(variance),
    varianceOunces: Math.round((variance * oz) / 10) / 100,
    varianceDollars: centsToMoney(varianceCents(input)),
    variancePercent: actual <= 0 ? null : Math.round((variance / actual) * 1000) / 10,
  }
}

export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function moneyToCents(money: string): number {
  return Math.round(Number(money) * 100)
}

export type VarianceSort = 'dollars' | 'bottles' | 'percent' | 'name'

/**
 * Rows in the order asked for; by default dollar variance, largest loss
 * first. Ties (and rows without a percentage) go by name.
 */
export function sortVarianceRows<
  T extends {
    name: string
    varianceDollars: string
    varianceBottles: number
    variancePercent: number | null
  },
>(rows: T[], sort: VarianceSort = 'dollars', order: 'asc' | 'desc' = 'desc'): T[] {
  const value = (row: T) =>
    sort === 'dollars'
      ? moneyToCents(row.varianceDollars)
      : sort === 'bottles'
        ? row.varianceBottles
        : (row.variancePercent ?? Number.NEGATIVE_INFINITY)
  const direction = order === 'asc' ? 1 : -1
  return [...rows].sort((a, b) =>
    sort === 'name'
      ? direction * a.name.localeCompare(b.name)
      : direction * (value(a) - value(b)) || a.name.localeCompare(b.name)
  )
}
