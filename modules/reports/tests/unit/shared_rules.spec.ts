import { test } from '@japa/runner'
import { bottlesAndOunces, REPORT_DEFAULT_OZ } from '#modules/reports/shared/deductions'
import { trendText } from '#modules/reports/shared/trend'
import {
  customRange,
  monthRanges,
  presetRange,
  rangeProblem,
} from '#modules/reports/shared/report_range'

test.group('reports shared rules', () => {
  test('bottles used become whole bottles plus ounces of the size', ({ assert }) => {
    assert.deepEqual(bottlesAndOunces(2.5, 25.36), {
      bottles: 2,
      ounces: 12.68,
      totalOunces: 63.4,
      sizeInOz: 25.36,
    })
    assert.deepEqual(bottlesAndOunces(0.3, 33.814), {
      bottles: 0,
      ounces: 10.14,
      totalOunces: 10.14,
      sizeInOz: 33.814,
    })
    assert.equal(bottlesAndOunces(1.1, 0).sizeInOz, REPORT_DEFAULT_OZ)
    assert.equal(bottlesAndOunces(1.25, null).ounces, 6.34)
    assert.deepEqual(bottlesAndOunces(-1.5, 25.36), {
      bottles: -1,
      ounces: -12.68,
      totalOunces: -38.04,
      sizeInOz: 25.36,
    })
  })

  test('trend texts compare with last month', ({ assert }) => {
    assert.equal(trendText(103.2, 100), '+3.2% from last month')
    assert.equal(trendText(50, 100), '-50.0% from last month')
    assert.equal(trendText(100, 100), '0.0% from last month')
    assert.equal(trendText(5, 0), 'New since last month')
    assert.equal(trendText(0, 0), 'No change from last month')
  })

  test('months: January compares with the December before it', ({ assert }) => {
    const now = new Date('2025-01-01T00:00:00.000Z')
    const { current, previous } = monthRanges(now)
    assert.equal(current.start.toISOString(), '2025-01-01T00:00:00.000Z')
    assert.equal(previous.start.toISOString(), '2024-12-01T00:00:00.000Z')
    assert.equal(previous.end.toISOString(), '2024-12-31T23:59:59.999Z')
    const march = monthRanges(new Date('2024-03-31T23:59:59.999Z'))
    assert.equal(march.previous.start.toISOString(), '2024-02-01T00:00:00.000Z')
    assert.equal(march.previous.end.toISOString(), '2024-02-29T23:59:59.999Z')
  })

  test('ranges: presets count back from now, custom ends at 23:59:59', ({ assert }) => {
    const now = new Date(2024, 5, 15, 13, 30)
    assert.equal(presetRange('last7', now).start.getTime(), now.getTime() - 7 * 86_400_000)
    assert.equal(presetRange('last30', now).start.getTime(), now.getTime() - 30 * 86_400_000)
    assert.equal(presetRange('today', now).start.getHours(), 0)
    const custom = customRange('2024-01-01', '2024-12-31')
    assert.equal(custom.end.getHours(), 23)
    assert.equal(custom.end.getMinutes(), 59)
    assert.equal(custom.end.getSeconds(), 59)
    assert.isNull(rangeProblem(custom))
    assert.equal(
      rangeProblem({ start: new Date('2024-01-02'), end: new Date('2024-01-01') })?.message,
      'The end date must not be before the start date'
    )
    assert.equal(
      rangeProblem({ start: new Date('2023-01-01'), end: new Date('2024-06-01') })?.message,
      'The range may cover at most 366 days'
    )
  })
})
