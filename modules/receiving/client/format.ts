/** A delivery day ('YYYY-MM-DD'), 'Not set' when empty. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'Not set'
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return 'Not set'
  return day.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '—'
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
}

export function formatBottles(value: number): string {
  return String(Math.round(value * 1000) / 1000)
}

export function formatPercent(value: string | null): string {
  return value === null ? 'N/A' : `${Number(value).toFixed(1)}%`
}
