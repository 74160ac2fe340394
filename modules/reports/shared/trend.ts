/**
 * The dashboard's trend texts ('+3.2% from last month' in SPEC §2), from
 * this month's figure and last month's. Null when last month had nothing to
 * compare with, since a percentage of zero means nothing.
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10
}

export function trendText(current: number, previous: number): string {
  const percent = trendPercent(current, previous)
  if (percent === null) return current === 0 ? 'No change from last month' : 'New since last month'
  const sign = percent > 0 ? '+' : ''
  return `${sign}${percent.toFixed(1)}% from last month`
}
