const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/** Percentages on recipe cards: 1 decimal (SPEC §9), 'N/A' when missing. */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A'
  const number = Number(value)
  return Number.isFinite(number) ? `${oneDecimal.format(number)}%` : 'N/A'
}
