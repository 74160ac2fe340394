import { test } from '@japa/runner'
import { sortVarianceRows, varianceFigures } from '#modules/reports/shared/variance'

test.group('variance arithmetic', () => {
  test('start + received − end = actual; minus sales and recorded loss = variance', ({
    assert,
  }) => {
    const figures = varianceFigures({
      startCount: 10,
      received: 12,
      endCount: 11,
      saleChange: -8.5,
      lossChange: -1,
      unitCost: 20,
      sizeInOz: 25.36,
    })
    assert.deepEqual(figures, {
      startCount: 10,
      received: 12,
      endCount: 11,
      actualUsage: 11,
      sold: 8.5,
      recordedLoss: 1,
      theoreticalUsage: 9.5,
      varianceBottles: 1.5,
      varianceOunces: 38.04,
      varianceDollars: '30.00',
      variancePercent: 13.6,
    })
  })

  test('a gain is a negative variance; no usage has no percentage', ({ assert }) => {
    const gain = varianceFigures({
      startCount: 4,
      received: 0,
      endCount: 5,
      saleChange: 0,
      lossChange: 0,
      unitCost: 15.5,
      sizeInOz: null,
    })
    assert.include(gain, { actualUsage: -1, varianceBottles: -1, varianceDollars: '-15.50' })
    assert.strictEqual(gain.varianceOunces, -25.36)
    assert.isNull(gain.variancePercent)
    const idle = varianceFigures({
      startCount: 2,
      received: 0,
      endCount: 2,
      saleChange: 0,
      lossChange: 0,
      unitCost: 9.99,
      sizeInOz: 25.36,
    })
    assert.isNull(idle.variancePercent)
    assert.strictEqual(idle.varianceDollars, '0.00')
  })

  test('thirds of a bottle at an odd cost round to the cent, not by float accumulation', ({
    assert,
  }) => {
    const figures = varianceFigures({
      startCount: 0.333,
      received: 0,
      endCount: 0,
      saleChange: 0,
      lossChange: 0,
      unitCost: 33.33,
      sizeInOz: 25.36,
    })
    assert.strictEqual(figures.varianceDollars, '11.10')
  })

  test('rows sort by dollar variance, largest loss first, or as asked', ({ assert }) => {
    const rows = [
      { name: 'A', varianceDollars: '-5.00', varianceBottles: -1, variancePercent: -10 },
      { name: 'B', varianceDollars: '30.00', varianceBottles: 1.5, variancePercent: 13.6 },
      { name: 'C', varianceDollars: '2.10', varianceBottles: 3, variancePercent: null },
    ]
    assert.deepEqual(
      sortVarianceRows(rows).map((row) => row.name),
      ['B', 'C', 'A']
    )
    assert.deepEqual(
      sortVarianceRows(rows, 'dollars', 'asc').map((row) => row.name),
      ['A', 'C', 'B']
    )
    assert.deepEqual(
      sortVarianceRows(rows, 'bottles').map((row) => row.name),
      ['C', 'B', 'A']
    )
  })
})
