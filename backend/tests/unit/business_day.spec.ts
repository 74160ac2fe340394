import { test } from '@japa/runner'
import {
  addDays,
  businessDayOf,
  businessDayStart,
  parseBusinessDaySettings,
} from '#app/settings/business_day'

const utc = { timeZone: 'UTC', closeoutHour: 4 }
const newYork = { timeZone: 'America/New_York', closeoutHour: 4 }

test.group('Business day', () => {
  test('a sale before the closeout hour belongs to the day before', ({ assert }) => {
    assert.equal(businessDayOf(new Date('2026-10-09T01:30:00Z'), utc), '2026-10-08')
    assert.equal(businessDayOf(new Date('2026-10-09T03:59:59Z'), utc), '2026-10-08')
    assert.equal(businessDayOf(new Date('2026-10-09T04:00:00Z'), utc), '2026-10-09')
    /* 01:30 in New York on the 9th is 05:30 UTC. */
    assert.equal(businessDayOf(new Date('2026-10-09T05:30:00Z'), newYork), '2026-10-08')
    assert.equal(businessDayOf(new Date('2026-10-09T08:00:00Z'), newYork), '2026-10-09')
  })

  test('a business day starts at the closeout hour, local time, across DST changes', ({
    assert,
  }) => {
    assert.equal(businessDayStart('2026-10-09', utc).toISOString(), '2026-10-09T04:00:00.000Z')
    assert.equal(businessDayStart('2026-10-09', newYork).toISOString(), '2026-10-09T08:00:00.000Z')
    /* Clocks go back on 2026-11-01: 4 am EST is 09:00 UTC. */
    assert.equal(businessDayStart('2026-11-01', newYork).toISOString(), '2026-11-01T09:00:00.000Z')
    /* Closeout at 2 am on the night clocks skip 2–3 am (2026-03-08): the day starts at 3 am EDT. */
    const early = { timeZone: 'America/New_York', closeoutHour: 2 }
    assert.equal(businessDayStart('2026-03-08', early).toISOString(), '2026-03-08T07:00:00.000Z')
    assert.equal(addDays('2026-12-31', 1), '2027-01-01')
  })

  test('settings fall back to UTC and 4 am on bad values', ({ assert }) => {
    assert.deepEqual(parseBusinessDaySettings(undefined, undefined), utc)
    assert.deepEqual(parseBusinessDaySettings('Not/AZone', 25), utc)
    assert.deepEqual(parseBusinessDaySettings('Europe/Paris', '6'), {
      timeZone: 'Europe/Paris',
      closeoutHour: 6,
    })
  })
})
