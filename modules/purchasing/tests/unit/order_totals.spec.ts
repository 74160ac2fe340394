import { test } from '@japa/runner'
import { formatCents, toCents, toMoney } from '#shared/money'
import {
  bottleCount,
  effectiveCaseSize,
  itemTotalCents,
  orderTotalCents,
} from '#modules/purchasing/shared/order_totals'

test.group('Money in cents', () => {
  test('toCents parses numbers and strings exactly: {title}')
    .with([
      { title: '18.5', value: 18.5, cents: 1850 },
      { title: "'18.50'", value: '18.50', cents: 1850 },
      { title: '0.1 + 0.2', value: 0.1 + 0.2, cents: 30 },
      { title: '1.005', value: 1.005, cents: 101 },
      { title: "'246'", value: '246', cents: 24600 },
      { title: '99_999_999.99', value: 99_999_999.99, cents: 9_999_999_999 },
      { title: 'empty string', value: '', cents: 0 },
      { title: 'null', value: null, cents: 0 },
      { title: 'abc', value: 'abc', cents: 0 },
    ])
    .run(({ assert }, { value, cents }) => {
      assert.equal(toCents(value), cents)
    })

  test('formatCents writes the API money string', ({ assert }) => {
    assert.equal(formatCents(0), '0.00')
    assert.equal(formatCents(5), '0.05')
    assert.equal(formatCents(1850), '18.50')
    assert.equal(formatCents(9_999_999_999), '99999999.99')
    assert.equal(formatCents(-1850), '-18.50')
    assert.equal(toMoney(24.6), '24.60')
  })
})

test.group('Order totals (SPEC §5)', () => {
  test('item total: {title}')
    .with([
      {
        title: 'bottles only',
        line: { cases: 0, quantity: 6, unitCost: 21.5, caseCost: 246 },
        cents: 12900,
      },
      {
        title: 'cases only',
        line: { cases: 2, quantity: 0, unitCost: 21.5, caseCost: 246 },
        cents: 49200,
      },
      {
        title: 'cases and bottles',
        line: { cases: 1, quantity: 3, unitCost: '26.50', caseCost: '306.00' },
        cents: 30600 + 7950,
      },
      {
        title: 'cases without a case cost are not priced',
        line: { cases: 3, quantity: 0, unitCost: 10, caseCost: null },
        cents: 0,
      },
      {
        title: 'a case cost of 0 prices no cases',
        line: { cases: 3, quantity: 2, unitCost: 10, caseCost: 0 },
        cents: 2000,
      },
      {
        title: 'bottles without a unit cost are not priced',
        line: { cases: 1, quantity: 4, unitCost: 0, caseCost: 100 },
        cents: 10000,
      },
      {
        title: 'fractional bottles round half up at the cent',
        line: { cases: 0, quantity: 0.5, unitCost: 0.25, caseCost: null },
        cents: 13,
      },
      {
        title: 'float-unfriendly prices stay exact',
        line: { cases: 0, quantity: 3, unitCost: 0.1, caseCost: null },
        cents: 30,
      },
      {
        title: 'empty fields count as 0',
        line: { cases: null, quantity: '', unitCost: undefined, caseCost: null },
        cents: 0,
      },
    ])
    .run(({ assert }, { line, cents }) => {
      assert.equal(itemTotalCents(line), cents)
    })

  test('large totals stay exact beyond float precision', ({ assert }) => {
    assert.equal(
      itemTotalCents({ cases: 0, quantity: 999_999.999, unitCost: 99.99, caseCost: null }),
      9_998_999_990
    )
  })

  test('order total is the sum of item totals', ({ assert }) => {
    assert.equal(
      orderTotalCents([
        { cases: 2, quantity: 0, unitCost: 21.5, caseCost: 246 },
        { cases: 0, quantity: 6, unitCost: 24.99, caseCost: 288 },
        { cases: 0, quantity: 3, unitCost: 0.1, caseCost: null },
      ]),
      49200 + 14994 + 30
    )
    assert.equal(orderTotalCents([]), 0)
  })
})

test.group('Bottle count', () => {
  test('cases × case size + loose bottles', ({ assert }) => {
    assert.equal(bottleCount({ cases: 2, quantity: 3 }, 6), 15)
    assert.equal(bottleCount({ cases: 0, quantity: 4.25 }, 12), 4.25)
    assert.equal(bottleCount({ cases: 1, quantity: 0.1 }, 12), 12.1)
  })

  test('an unknown or invalid case size counts as 12', ({ assert }) => {
    assert.equal(bottleCount({ cases: 2, quantity: 1 }, null), 25)
    assert.equal(bottleCount({ cases: 2, quantity: 0 }, undefined), 24)
    assert.equal(bottleCount({ cases: 1, quantity: 0 }, 0), 12)
    assert.equal(effectiveCaseSize(-6), 12)
    assert.equal(effectiveCaseSize(2.5), 12)
    assert.equal(effectiveCaseSize(24), 24)
  })
})
