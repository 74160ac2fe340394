/**
 * The bar's business day (DESIGN §6): a night that runs past midnight is
 * one day. A sale belongs to the calendar date, in the bar's time zone, of
 * its local time minus the closeout hour, so with closeout at 4 am a drink
 * sold at 1:30 am on the 9th counts for the 8th.
 *
 * Pure functions; `businessDaySettings()` reads them from the environment
 * (BAR_TIME_ZONE, default UTC; BAR_CLOSEOUT_HOUR 0–23, default 4).
 */
import env from '#start/env'

export interface BusinessDaySettings {
  timeZone: string
  closeoutHour: number
}

export const DEFAULT_BUSINESS_DAY: BusinessDaySettings = { timeZone: 'UTC', closeoutHour: 4 }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Wall-clock parts of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  /* The default zone needs no Intl: formatToParts costs µs a call, and a report makes a dozen. */
  if (timeZone === 'UTC') {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
      second: instant.getUTCSeconds(),
    }
  }
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
}

function isoDate(year: number, month: number, day: number) {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' plus whole days, by the calendar. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The business day ('YYYY-MM-DD') an instant belongs to. */
export function businessDayOf(instant: Date, settings: BusinessDaySettings): string {
  const local = wallClock(instant, settings.timeZone)
  const date = isoDate(local.year, local.month, local.day)
  return local.hour < settings.closeoutHour ? addDays(date, -1) : date
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffset(instant: number, timeZone: string) {
  const local = wallClock(new Date(instant), timeZone)
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second
  )
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant a wall-clock time in a zone happened (the later one when DST repeats an hour). */
export function zonedTimeToUtc(
  parts: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  timeZone: string
): Date {
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second
  )
  const guess = wall - zoneOffset(wall, timeZone)
  return new Date(wall - zoneOffset(guess, timeZone))
}

/**
 * The instant a business day starts: its date at the closeout hour, local
 * time. When a DST change skips that hour, the first instant after it.
 */
export function businessDayStart(day: string, settings: BusinessDaySettings): Date {
  const [year, month, date] = day.split('-').map(Number)
  const wall = Date.UTC(year, month - 1, date, settings.closeoutHour)
  let guess = wall - zoneOffset(wall, settings.timeZone)
  guess = wall - zoneOffset(guess, settings.timeZone)
  /* In a skipped hour the guess lands before the day starts: step to its first instant. */
  for (let step = 0; step < 12 && businessDayOf(new Date(guess), settings) !== day; step++) {
    guess += 15 * 60_000
  }
  return new Date(guess)
}

/** Settings from BAR_TIME_ZONE and BAR_CLOSEOUT_HOUR; bad values fall back to the defaults. */
export function parseBusinessDaySettings(
  timeZone: string | undefined,
  closeoutHour: string | number | undefined
): BusinessDaySettings {
  let zone = DEFAULT_BUSINESS_DAY.timeZone
  if (timeZone) {
    try {
      formatterFor(timeZone)
      zone = timeZone
    } catch {
      zone = DEFAULT_BUSINESS_DAY.timeZone
    }
  }
  const hour = Number(closeoutHour)
  const validHour =
    closeoutHour !== undefined &&
    closeoutHour !== '' &&
    Number.isInteger(hour) &&
    hour >= 0 &&
    hour <= 23
  return { timeZone: zone, closeoutHour: validHour ? hour : DEFAULT_BUSINESS_DAY.closeoutHour }
}

/** The running app's settings, read once from the environment. */
let current: BusinessDaySettings | undefined

export function businessDaySettings(): BusinessDaySettings {
  current ??= parseBusinessDaySettings(env.get('BAR_TIME_ZONE'), env.get('BAR_CLOSEOUT_HOUR'))
  return current
}
