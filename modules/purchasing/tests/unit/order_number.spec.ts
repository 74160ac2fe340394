import { test } from '@japa/runner'
import {
  alternativeOrderNumber,
  generateOrderNumber,
  orderNumberWithSuffix,
} from '#modules/purchasing/shared/order_number'
import {
  ORDER_STATUSES,
  orderAllows,
  statusLabel,
  transitionTo,
} from '#modules/purchasing/shared/order_status'

test.group('Order numbers (SPEC §5)', () => {
  test('PO-{year}-{last 4 digits of the timestamp}', ({ assert }) => {
    const when = new Date(2025, 4, 17, 10, 30)
    const digits = String(when.getTime()).slice(-4)
    assert.equal(generateOrderNumber(when), `PO-2025-${digits}`)
  })

  test('the suffix keeps its leading zeros', ({ assert }) => {
    const when = new Date(2024, 0, 1)
    when.setTime(Math.floor(when.getTime() / 10000) * 10000 + 42)
    assert.equal(generateOrderNumber(when), 'PO-2024-0042')
    assert.equal(orderNumberWithSuffix(2026, 7), 'PO-2026-0007')
  })

  test('an alternative is a free suffix of the same year', ({ assert }) => {
    const taken = new Set(['PO-2025-0000', 'PO-2025-0001'])
    assert.equal(
      alternativeOrderNumber(2025, taken, () => 0),
      'PO-2025-0002'
    )
    assert.equal(
      alternativeOrderNumber(2025, taken, () => 0.5),
      'PO-2025-5000'
    )
    assert.equal(
      alternativeOrderNumber(2025, new Set(['PO-2025-9999']), () => 0.9999),
      'PO-2025-0000'
    )
  })

  test('no alternative when every suffix of the year is taken', ({ assert }) => {
    const taken = new Set(Array.from({ length: 10000 }, (_, n) => orderNumberWithSuffix(2025, n)))
    assert.isNull(alternativeOrderNumber(2025, taken))
    assert.equal(
      alternativeOrderNumber(2026, taken, () => 0),
      'PO-2026-0000'
    )
  })
})

test.group('Order status rules (SPEC §4)', () => {
  test('only created orders are edited or sent; only sent orders received', ({ assert }) => {
    assert.isTrue(orderAllows('created', 'edit'))
    assert.isTrue(orderAllows('created', 'send'))
    for (const status of ['sent', 'received', 'cancelled'] as const) {
      assert.isFalse(orderAllows(status, 'edit'))
      assert.isFalse(orderAllows(status, 'send'))
    }
    assert.isTrue(orderAllows('sent', 'receive'))
    assert.isFalse(orderAllows('created', 'receive'))
  })

  test('cancel and delete need a created order; reopen a received one', ({ assert }) => {
    const allowed = (action: Parameters<typeof orderAllows>[1]) =>
      ORDER_STATUSES.filter((status) => orderAllows(status, action))
    assert.deepEqual(allowed('cancel'), ['created'])
    assert.deepEqual(allowed('delete'), ['created'])
    assert.deepEqual(allowed('reopen'), ['received'])
    assert.deepEqual(allowed('email'), ['sent'])
    assert.equal(transitionTo('sent'), 'send')
    assert.equal(transitionTo('cancelled'), 'cancel')
    assert.equal(transitionTo('received'), 'receive')
  })

  test('a sent order reads Sent (In Receiving); unknown statuses are capitalised', ({ assert }) => {
    assert.equal(statusLabel('sent'), 'Sent (In Receiving)')
    assert.equal(statusLabel('created'), 'Created')
    assert.equal(statusLabel('pending'), 'Pending')
  })
})
