/**
 * Report ranges (SPEC §2 Reports & Analytics) and the calendar months the
 * dashboard compares, shared by the server that validates them and the
 * screen that builds them.
 */

/** The longest range a report accepts: a whole (leap) year. */
export const MAX_RANGE_DAYS = 366

const DAY_MS = 24 * 60 * 60 * 1000

export const RANGE_PRESETS = ['today', 'last7', 'last30', 'custom'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export const PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  last7: 'Last 7 Days',
  last30: 'Last 30 Days',
  custom: 'Custom Range',
}

/** SPEC §2: the custom range starts as 2024-01-01 to 2024-12-31. */
export const DEFAULT_CUSTOM_RANGE = { start: '2024-01-01', end: '2024-12-31' }

export interface Range {
  start: Date
  end: Date
}

/** A local calendar day 'YYYY-MM-DD' from 00:00:00.000 to 23:59:59.999 (the custom end). */
export function customRange(startDay: string, endDay: string): Range {
  return {
    start: new Date(`${startDay}T00:00:00`),
    end: new Date(`${endDay}T23:59:59.999`),
  }
}

/** Today from local midnight; Last 7 and Last 30 Days counted back from now. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date): Range {
  if (preset === 'today') {
    const start = new Date(now)
    start.setHours(0, 0, 0, 0)
    return { start, end: now }
  }
  const days = preset === 'last7' ? 7 : 30
  return { start: new Date(now.getTime() - days * DAY_MS), end: now }
}

/** Why a range cannot be reported, or null when it can. */
export function rangeProblem(range: Range): { field: string; message: string } | null {
  if (range.end.getTime() < range.start.getTime()) {
    return { field: 'endDate', message: 'The end date must not be before the start date' }
  }
  if (range.end.getTime() - range.start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    return {
      field: 'endDate',
      message: `The range may cover at most ${MAX_RANGE_DAYS} days`,
    }
  }
  return null
}

/** This UTC calendar month so far, and the whole previous one. */
export function monthRanges(now: Date): { current: Range; previous: Range } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const previousStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return {
    current: { start, end: now },
    previous: { start: previousStart, end: new Date(start.getTime() - 1) },
  }
}
