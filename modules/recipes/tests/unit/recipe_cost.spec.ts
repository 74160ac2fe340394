import { test } from '@japa/runner'
import {
  type CostIngredient,
  DEFAULT_SIZE_IN_OZ,
  formatCents,
  menuPriceFigures,
  recipeCost,
  toScaledInteger,
} from '#modules/recipes/shared/recipe_cost'

const ingredient = (overrides: Partial<CostIngredient>): CostIngredient => ({
  productName: 'Tito’s Handmade Vodka',
  unitCost: '25.40',
  sizeInOz: 25.4,
  amountInOz: 2,
  isWholeBottle: false,
  ...overrides,
})

test.group('recipeCost', () => {
  test('unit cost ÷ size in oz × amount in oz', ({ assert }) => {
    const cost = recipeCost([ingredient({ unitCost: '25.40', sizeInOz: 25.4, amountInOz: 2 })])
    assert.deepEqual(cost, { total: '2.00', complete: true, reasons: [], lines: ['2.00'] })
  })

  test('a whole bottle costs the product unit cost, whatever the amount', ({ assert }) => {
    const cost = recipeCost([
      ingredient({
        productName: 'Corona Extra',
        unitCost: '1.85',
        isWholeBottle: true,
        amountInOz: null,
      }),
      ingredient({ unitCost: '18.50', sizeInOz: null, amountInOz: 99, isWholeBottle: true }),
    ])
    assert.equal(cost.total, '20.35')
    assert.isTrue(cost.complete)
  })

  test('an unknown size assumes 25.4 oz and says so', ({ assert }) => {
    assert.equal(DEFAULT_SIZE_IN_OZ, 25.4)
    for (const sizeInOz of [null, 0, '0.00']) {
      const cost = recipeCost([
        ingredient({ productName: 'House Gin', unitCost: '12.70', sizeInOz, amountInOz: 1 }),
      ])
      assert.equal(cost.total, '0.50')
      assert.isFalse(cost.complete)
      assert.deepEqual(cost.reasons, ['House Gin: bottle size unknown, 25.4 oz assumed'])
    }
  })

  test('the exact sum is rounded once, half up, to cents', ({ assert }) => {
    /* 0.005 + 0.005 would be 0.02 if each line were rounded first; exactly it is 0.01. */
    const half = ingredient({ unitCost: '0.05', sizeInOz: 10, amountInOz: 1 })
    const cost = recipeCost([half, half])
    assert.deepEqual(cost.lines, ['0.01', '0.01'])
    assert.equal(cost.total, '0.01')

    /* 22.99 / 25.36 × 1.5 = 1.35979…; + 18.75 / 33.81 × 0.75 = 0.41592… → 1.7757… */
    const mixed = recipeCost([
      ingredient({ unitCost: '22.99', sizeInOz: '25.36', amountInOz: 1.5 }),
      ingredient({ unitCost: 18.75, sizeInOz: 33.81, amountInOz: '0.750' }),
    ])
    assert.equal(mixed.total, '1.78')
    assert.deepEqual(mixed.lines, ['1.36', '0.42'])
  })

  test('float-unfriendly figures stay exact', ({ assert }) => {
    /* 0.1 + 0.2 style: ten lines of 0.10 */
    const tenth = ingredient({ unitCost: '2.54', sizeInOz: 25.4, amountInOz: 1 })
    assert.equal(recipeCost(Array.from({ length: 10 }, () => tenth)).total, '1.00')
    /* 1.005 → 1.01 (a float would round it down) */
    const cost = recipeCost([ingredient({ unitCost: '1.005', isWholeBottle: true })])
    assert.equal(cost.total, '1.01')
  })

  test('no unit cost or an unknown amount makes it incomplete, never silently cheaper', ({
    assert,
  }) => {
    const cost = recipeCost([
      ingredient({ productName: 'Lime Juice', unitCost: '0.00', amountInOz: 1 }),
      ingredient({ productName: 'Angostura', unitCost: null, isWholeBottle: true }),
      ingredient({ productName: 'Soda Water', unitCost: '1.00', amountInOz: null }),
      ingredient({ productName: 'Rum', unitCost: '25.40', sizeInOz: 25.4, amountInOz: 2 }),
    ])
    assert.deepEqual(cost, {
      total: '2.00',
      complete: false,
      reasons: [
        'Lime Juice: no unit cost',
        'Angostura: no unit cost',
        'Soda Water: amount in oz unknown',
      ],
      lines: [null, null, null, '2.00'],
    })
  })

  test('nothing priceable has no total', ({ assert }) => {
    const cost = recipeCost([ingredient({ unitCost: 0 })])
    assert.isNull(cost.total)
    assert.isFalse(cost.complete)
    assert.deepEqual(recipeCost([]), {
      total: null,
      complete: false,
      reasons: ['No ingredients'],
      lines: [],
    })
  })
})

test.group('menuPriceFigures', () => {
  test('margin and pour cost from the menu price, 2 decimals', ({ assert }) => {
    assert.deepEqual(menuPriceFigures('2.35', '12.00'), {
      profitMargin: '80.42',
      pourCostPercent: '19.58',
    })
    assert.deepEqual(menuPriceFigures('3.00', 12), {
      profitMargin: '75.00',
      pourCostPercent: '25.00',
    })
  })

  test('a cost above the price gives a negative margin', ({ assert }) => {
    assert.deepEqual(menuPriceFigures('15.00', '10.00'), {
      profitMargin: '-50.00',
      pourCostPercent: '150.00',
    })
  })

  test('no figures without both amounts or with a zero price', ({ assert }) => {
    assert.isNull(menuPriceFigures(null, '10.00'))
    assert.isNull(menuPriceFigures('2.00', null))
    assert.isNull(menuPriceFigures('2.00', '0.00'))
  })
})

test.group('decimal helpers', () => {
  test('toScaledInteger reads strings and numbers exactly', ({ assert }) => {
    assert.equal(toScaledInteger('18.50', 2), 1850n)
    assert.equal(toScaledInteger(18.5, 2), 1850n)
    assert.equal(toScaledInteger('25.36', 2), 2536n)
    assert.equal(toScaledInteger(0.1 + 0.2, 2), 30n)
    assert.equal(toScaledInteger('1.0625', 3), 1063n)
    assert.equal(toScaledInteger('-2.345', 2), -235n)
    assert.equal(toScaledInteger('.5', 2), 50n)
    assert.isNull(toScaledInteger('abc', 2))
    assert.isNull(toScaledInteger('', 2))
    assert.isNull(toScaledInteger(Number.NaN, 2))
    assert.isNull(toScaledInteger(null, 2))
  })

  test('formatCents', ({ assert }) => {
    assert.equal(formatCents(235n), '2.35')
    assert.equal(formatCents(5n), '0.05')
    assert.equal(formatCents(-5n), '-0.05')
    assert.equal(formatCents(123456789n), '1234567.89')
  })
})
