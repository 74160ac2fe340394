import { test } from '@japa/runner'
import {
  bottleCount,
  creditLines,
  hasDiscrepancy,
  nonNegative,
  receiptBadge,
  receivedLineTotal,
  totalDifference,
} from '#modules/receiving/shared/receiving_rules'
import { sniffImageType } from '#modules/receiving/server/services/photo_storage'

test.group('Receiving rules (SPEC §4, §5)', () => {
  test('non-numeric or negative entries become 0', ({ assert }) => {
    assert.equal(nonNegative('abc'), 0)
    assert.equal(nonNegative(-3), 0)
    assert.equal(nonNegative('2.5'), 2.5)
  })

  test('bottles are cases × case size (12 when unknown) + bottles', ({ assert }) => {
    assert.equal(bottleCount(2, 3, 6), 15)
    assert.equal(bottleCount(1, 0, null), 12)
    assert.equal(bottleCount('x', 4, 12), 4)
  })

  test('line total: cases × case cost when both above 0, else bottles × unit cost', ({
    assert,
  }) => {
    assert.equal(
      receivedLineTotal({ receivedCases: 2, receivedBottles: 3, unitCost: 20, caseCost: 216 }),
      '432.00'
    )
    assert.equal(
      receivedLineTotal({ receivedCases: 2, receivedBottles: 3, unitCost: 19.99, caseCost: 0 }),
      '59.97'
    )
    assert.equal(
      receivedLineTotal({ receivedCases: 0, receivedBottles: 0.1, unitCost: 0.1, caseCost: null }),
      '0.01'
    )
  })

  test('Complete only when received equals expected; the warning follows any difference', ({
    assert,
  }) => {
    assert.equal(receiptBadge(12, 12), 'Complete')
    assert.equal(receiptBadge(12, 13), 'Partial')
    assert.isFalse(hasDiscrepancy([{ expected: 1, received: 1 }]))
    assert.isTrue(
      hasDiscrepancy([
        { expected: 1, received: 1 },
        { expected: 2, received: 0 },
      ])
    )
  })

  test('the difference to the original total is higher (red) or lower (green)', ({ assert }) => {
    assert.deepEqual(totalDifference('100.00', '112.50'), {
      difference: '12.50',
      direction: 'higher',
    })
    assert.deepEqual(totalDifference('100.00', '99.99'), {
      difference: '-0.01',
      direction: 'lower',
    })
  })

  test('credit lines: short at the ordered cost, overcharge on what arrived, notes', ({
    assert,
  }) => {
    const lines = creditLines([
      {
        productId: 1,
        productName: 'A',
        expectedQuantity: 12,
        receivedQuantity: 10,
        orderedUnitCost: '20.00',
        unitCost: '20.00',
        discrepancyNote: null,
      },
      {
        productId: 2,
        productName: 'B',
        expectedQuantity: 6,
        receivedQuantity: 6,
        orderedUnitCost: '30.00',
        unitCost: '30.00',
        discrepancyNote: null,
      },
      {
        productId: 3,
        productName: 'C',
        expectedQuantity: 2,
        receivedQuantity: 2,
        orderedUnitCost: '10.00',
        unitCost: '11.00',
        discrepancyNote: 'Label torn',
      },
    ])
    assert.deepEqual(
      lines.map((line) => [line.productId, line.amount, line.reasons.length]),
      [
        [1, '40.00', 1],
        [3, '2.00', 2],
      ]
    )
  })
})

test.group('Photo type by content', () => {
  test('JPEG, PNG, WebP, HEIC are recognised; SVG and HTML are not', ({ assert }) => {
    assert.equal(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb])), 'image/jpeg')
    assert.equal(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex')), 'image/png')
    assert.equal(
      sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1')),
      'image/webp'
    )
    assert.equal(
      sniffImageType(Buffer.from('\u0000\u0000\u0000\u0018ftypheic', 'latin1')),
      'image/heic'
    )
    assert.equal(
      sniffImageType(Buffer.from('\u0000\u0000\u0000\u0018ftypmif1', 'latin1')),
      'image/heic'
    )
    assert.isNull(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))
    assert.isNull(sniffImageType(Buffer.from('<!doctype html>')))
    assert.isNull(sniffImageType(Buffer.alloc(0)))
  })
})
