import type { DeductionJson } from '@modules/reports/shared/report_json'

/** Bottles to the thousandth, US format. */
export const bottles = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: 3 })

/** '2 bottles + 12.68 oz' (SPEC §2: deductions as bottles plus ounces). */
export function formatDeduction(row: Pick<DeductionJson, 'bottles' | 'ounces'>) {
  const whole = `${row.bottles} ${Math.abs(row.bottles) === 1 ? 'bottle' : 'bottles'}`
  return row.ounces === 0 ? whole : `${whole} + ${Math.abs(row.ounces).toFixed(2)} oz`
}
