/** A delivery day ('YYYY-MM-DD') as the screens show it, 'Not set' when empty. */
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

/** An order's timestamp as a local date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '—'
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}
