import { test } from '@japa/runner'
import { toIso } from '#app/database/driver_values'
import { formatCents, toCents } from '#shared/money'

test.group('Driver values to JSON', () => {
  test('toIso writes a millisecond timestamp exactly as toISOString does', ({ assert }) => {
    const edges = [0, -1, 1, 86_399_999, -86_400_000, 951_782_400_000, 951_868_800_000]
    const bounds = [-62_135_596_800_000, 253_402_300_799_999, 253_402_300_800_000, 1.5]
    const random = Array.from({ length: 20_000 }, () =>
      Math.floor((Math.random() * 2 - 1) * 253_402_300_799_999)
    )
    for (const ms of [...edges, ...bounds, ...random]) {
      assert.equal(toIso(ms), new Date(ms).toISOString(), String(ms))
    }
  })

  test('toIso keeps canonical text and reads a bare database time as UTC', ({ assert }) => {
    assert.equal(toIso('2026-11-23T16:03:57.955Z'), '2026-11-23T16:03:57.955Z')
    assert.equal(toIso('2026-11-23 16:03:57'), '2026-11-23T16:03:57.000Z')
    assert.equal(toIso('2026-11-23T18:03:57+02:00'), '2026-11-23T16:03:57.000Z')
  })

  test('money rounds half cents away from zero and formats without BigInt', ({ assert }) => {
    for (const [value, cents] of [
      [1.005, 101],
      [-1.005, -101],
      [2.675, 268],
      [0.1 + 0.2, 30],
      [10.234999, 1023],
    ] as const) {
      assert.equal(toCents(value), cents, String(value))
    }
    assert.equal(formatCents(-5), '-0.05')
    assert.equal(formatCents(-0), '0.00')
    assert.equal(formatCents(9_999_999_999), '99999999.99')
    assert.equal(formatCents(123n), '1.23')
  })
})
