/**
 * A calendar day ('YYYY-MM-DD', e.g. a delivery date) as the screens show it,
 * 'Not set' when empty. Read as UTC so the day never shifts with the zone.
 */
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
