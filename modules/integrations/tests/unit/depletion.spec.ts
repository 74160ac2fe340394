import { test } from '@japa/runner'
import { bottlesPerServing, depletionOf, itemKeyOf } from '#modules/integrations/shared/depletion'
import { isHttpUrl, secretHint } from '#modules/integrations/shared/integration_rules'

test.group('Depletion of a sold serving', () => {
  test('ounces over the bottle size, 25.36 oz when unknown, one bottle when whole', ({
    assert,
  }) => {
    assert.closeTo(
      bottlesPerServing({ productId: 1, amountInOz: 2, isWholeBottle: false, sizeInOz: 25.36 }),
      0.0789,
      0.0001
    )
    assert.equal(
      bottlesPerServing({ productId: 1, amountInOz: 1.5, isWholeBottle: false, sizeInOz: null }),
      1.5 / 25.36
    )
    assert.equal(
      bottlesPerServing({ productId: 1, amountInOz: null, isWholeBottle: true, sizeInOz: 25.36 }),
      1
    )
    assert.equal(
      bottlesPerServing({ productId: 1, amountInOz: null, isWholeBottle: false, sizeInOz: 25.36 }),
      0
    )
  })

  test('a line multiplies by its quantity per product; a refund adds back', ({ assert }) => {
    const pours = [
      { productId: 7, amountInOz: 2, isWholeBottle: false, sizeInOz: 25.36 },
      { productId: 7, amountInOz: 1, isWholeBottle: false, sizeInOz: 25.36 },
      { productId: 9, amountInOz: null, isWholeBottle: true, sizeInOz: 25.36 },
    ]
    assert.deepEqual(
      [...depletionOf(pours, 2)],
      [
        [7, -0.237],
        [9, -2],
      ]
    )
    assert.deepEqual(
      [...depletionOf(pours, -1)],
      [
        [7, 0.118],
        [9, 1],
      ]
    )
  })

  test('POS items are keyed by provider id, else by name and variation', ({ assert }) => {
    assert.equal(itemKeyOf({ posItemId: 'SQ-1', posItemName: 'Margarita' }), 'id:sq-1')
    assert.equal(
      itemKeyOf({ posItemName: '  Tito’s   Shot ', posVariation: 'Double' }),
      'name:tito’s shot|double'
    )
    assert.isNull(itemKeyOf({ posItemName: ' ' }))
  })

  test('secrets show their last 4 characters; endpoints are http(s) URLs', ({ assert }) => {
    assert.equal(secretHint('sk-live-abcdef1234'), '••••1234')
    assert.isTrue(isHttpUrl('https://connect.squareup.com'))
    assert.isTrue(isHttpUrl('http://127.0.0.1:8080/pos'))
    assert.isFalse(isHttpUrl('ftp://pos.example.com'))
    assert.isFalse(isHttpUrl('not a url'))
  })
})
