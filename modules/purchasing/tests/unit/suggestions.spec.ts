import { test } from '@japa/runner'
import { reorderQuantity, suggestOrder } from '#modules/purchasing/shared/suggestions'

const base = {
  currentStock: 0,
  onOrder: 0,
  parLevel: null as number | null,
  reorderLevel: 10,
  caseSize: 12,
  caseCost: null as number | string | null,
}

test.group('Order suggestions', () => {
  test('par − on hand, in whole bottles without a case cost', ({ assert }) => {
    assert.deepEqual(suggestOrder({ ...base, parLevel: 24, currentStock: 5 }), {
      target: 24,
      shortfall: 19,
      cases: 0,
      quantity: 19,
      bottles: 19,
    })
  })

  test('bottles already on open orders are subtracted', ({ assert }) => {
    const suggestion = suggestOrder({ ...base, parLevel: 24, currentStock: 5, onOrder: 12 })
    assert.equal(suggestion.quantity, 7)
    assert.equal(suggestOrder({ ...base, parLevel: 24, currentStock: 5, onOrder: 19 }).bottles, 0)
  })

  test('rounded up to whole cases when the product has a case cost', ({ assert }) => {
    assert.deepEqual(suggestOrder({ ...base, parLevel: 24, currentStock: 5, caseCost: '246.00' }), {
      target: 24,
      shortfall: 19,
      cases: 2,
      quantity: 0,
      bottles: 24,
    })
    assert.equal(suggestOrder({ ...base, parLevel: 24, currentStock: 12, caseCost: 246 }).cases, 1)
    assert.equal(
      suggestOrder({ ...base, parLevel: 10, currentStock: 4, caseSize: 6, caseCost: 90 }).cases,
      1
    )
  })

  test('a case cost of 0 means bottles, not cases', ({ assert }) => {
    const suggestion = suggestOrder({ ...base, parLevel: 8, currentStock: 3, caseCost: '0.00' })
    assert.equal(suggestion.cases, 0)
    assert.equal(suggestion.quantity, 5)
  })

  test('without a par level the reorder level is the target', ({ assert }) => {
    assert.equal(suggestOrder({ ...base, reorderLevel: 6, currentStock: 2 }).quantity, 4)
    assert.equal(suggestOrder({ ...base, reorderLevel: 6, currentStock: 6 }).bottles, 0)
  })

  test('partial bottles round up to a whole bottle', ({ assert }) => {
    assert.equal(suggestOrder({ ...base, parLevel: 6, currentStock: 2.25 }).quantity, 4)
    assert.equal(
      suggestOrder({ ...base, parLevel: 6, currentStock: 2.1, onOrder: 0.9 }).quantity,
      3
    )
  })

  test('nothing at or above the target', ({ assert }) => {
    assert.deepEqual(suggestOrder({ ...base, parLevel: 12, currentStock: 15 }), {
      target: 12,
      shortfall: 0,
      cases: 0,
      quantity: 0,
      bottles: 0,
    })
  })

  test('a Reorder link pre-fills the suggestion, or one case when nothing is short', ({
    assert,
  }) => {
    assert.equal(reorderQuantity({ ...base, parLevel: 24, currentStock: 5 }).quantity, 19)
    const byCase = reorderQuantity({ ...base, parLevel: 12, currentStock: 12, caseCost: 100 })
    assert.deepEqual([byCase.cases, byCase.quantity, byCase.bottles], [1, 0, 12])
    const byBottle = reorderQuantity({ ...base, reorderLevel: 4, currentStock: 4, caseSize: 6 })
    assert.deepEqual([byBottle.cases, byBottle.quantity, byBottle.bottles], [0, 6, 6])
  })
})
