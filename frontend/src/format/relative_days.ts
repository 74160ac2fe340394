const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days between a timestamp and now, as the spec shows last-updated dates. */
export function formatRelativeDays(iso: string | null | undefined, now = new Date()): string {
  if (!iso) return '—'
  const then = new Date(iso)
  if (Number.isNaN(then.getTime())) return '—'
  const startOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
  const days = Math.round((startOf(now) - startOf(then)) / DAY_MS)
  if (days <= 0) return 'Today'
  if (days === 1) return '1 day ago'
  return `${days} days ago`
}
