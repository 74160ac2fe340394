import { formatUsd } from '@shell/format/number'

/** US dollars in US format; missing or non-numeric values show as an em dash. */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  const amount = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(amount) ? formatUsd(amount) : '—'
}
