import { test } from '@japa/runner'
import {
  effectiveLineIds,
  isBigDifference,
  lineQuantity,
  partialFromGrams,
} from '#modules/counts/shared/count_rules'

test.group('count rules', () => {
  test('a line is full bottles plus the tenths of the open one', ({ assert }) => {
    assert.strictEqual(lineQuantity(3, 0.7), 3.7)
    assert.strictEqual(lineQuantity(0, 0.1), 0.1)
    assert.strictEqual(lineQuantity(12, 0), 12)
  })

  test('grams on a scale become the fraction between the empty and the full bottle', ({
    assert,
  }) => {
    const weights = { fullWeightGrams: 1250, emptyWeightGrams: 500 }
    assert.strictEqual(partialFromGrams(875, weights), 0.5)
    assert.strictEqual(partialFromGrams(650, weights), 0.2)
    assert.strictEqual(partialFromGrams(700, weights), 0.267)
    /* Scale noise around an empty or a full bottle stays within 0–1. */
    assert.strictEqual(partialFromGrams(480, weights), 0)
    assert.strictEqual(partialFromGrams(1262, weights), 1)
    assert.isNull(partialFromGrams(875, { fullWeightGrams: null, emptyWeightGrams: 500 }))
    assert.isNull(partialFromGrams(875, { fullWeightGrams: 500, emptyWeightGrams: 500 }))
  })

  test("a recount by the same counter in the same area replaces that counter's line", ({
    assert,
  }) => {
    const ids = effectiveLineIds([
      { id: 1, areaId: 1, productId: 7, counterId: 'ann' },
      { id: 2, areaId: 2, productId: 7, counterId: 'ann' },
      { id: 3, areaId: 1, productId: 7, counterId: 'bob' },
      { id: 4, areaId: 1, productId: 7, counterId: 'ann' },
    ])
    assert.deepEqual([...ids].sort(), [2, 3, 4])
  })

  test('a big difference is at least a bottle and a tenth of what was expected', ({ assert }) => {
    assert.isTrue(isBigDifference(8, 10))
    assert.isFalse(isBigDifference(9.5, 10))
    assert.isFalse(isBigDifference(95, 100))
    assert.isTrue(isBigDifference(1, 0))
  })
})
