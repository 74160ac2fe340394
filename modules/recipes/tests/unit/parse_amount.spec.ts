import { test } from '@japa/runner'
import { DASH_OZ, parseAmount } from '#modules/recipes/shared/parse_amount'

const oz = (amountInOz: number) => ({ amountInOz, isWholeBottle: false })
const UNKNOWN = { amountInOz: null, isWholeBottle: false }

test.group('parseAmount', () => {
  test('ounces, with or without a space, in any spelling', ({ assert }) => {
    assert.deepEqual(parseAmount('2 oz'), oz(2))
    assert.deepEqual(parseAmount('1.5oz'), oz(1.5))
    assert.deepEqual(parseAmount('.75 oz'), oz(0.75))
    assert.deepEqual(parseAmount('1,5 oz'), oz(1.5))
    assert.deepEqual(parseAmount('2 Ounces'), oz(2))
    assert.deepEqual(parseAmount('1 ounce'), oz(1))
    assert.deepEqual(parseAmount('4 fl oz'), oz(4))
    assert.deepEqual(parseAmount('  3 OZ. '), oz(3))
    assert.deepEqual(parseAmount('an ounce'), oz(1))
  })

  test('millilitres and centilitres convert at 0.033814 oz per ml', ({ assert }) => {
    assert.deepEqual(parseAmount('30 ml'), oz(1.014))
    assert.deepEqual(parseAmount('45ml'), oz(1.522))
    assert.deepEqual(parseAmount('3 cl'), oz(1.014))
    assert.deepEqual(parseAmount('1,5 cl'), oz(0.507))
    assert.deepEqual(parseAmount('50 millilitres'), oz(1.691))
  })

  test('fractions: simple, mixed and vulgar', ({ assert }) => {
    assert.deepEqual(parseAmount('1/2 oz'), oz(0.5))
    assert.deepEqual(parseAmount('1 1/2 oz'), oz(1.5))
    assert.deepEqual(parseAmount('1-1/2 oz'), oz(1.5))
    assert.deepEqual(parseAmount('3/4oz'), oz(0.75))
    assert.deepEqual(parseAmount('¾ oz'), oz(0.75))
    assert.deepEqual(parseAmount('1½ oz'), oz(1.5))
    assert.deepEqual(parseAmount('1 ½ oz'), oz(1.5))
    assert.deepEqual(parseAmount('1/3 oz'), oz(0.333))
    assert.deepEqual(parseAmount('1⁄4 oz'), oz(0.25))
  })

  test('dashes and spoons use the stated bar conventions', ({ assert }) => {
    assert.equal(DASH_OZ, 1 / 32)
    assert.deepEqual(parseAmount('2 dashes'), oz(0.063))
    assert.deepEqual(parseAmount('dash'), oz(0.031))
    assert.deepEqual(parseAmount('a dash'), oz(0.031))
    assert.deepEqual(parseAmount('1 tsp'), oz(0.167))
    assert.deepEqual(parseAmount('1 tbsp'), oz(0.5))
  })

  test('one bottle means the whole bottle', ({ assert }) => {
    const whole = { amountInOz: null, isWholeBottle: true }
    assert.deepEqual(parseAmount('1 bottle'), whole)
    assert.deepEqual(parseAmount('bottle'), whole)
    assert.deepEqual(parseAmount('a bottle'), whole)
    assert.deepEqual(parseAmount('whole bottle'), whole)
    assert.deepEqual(parseAmount('1 whole bottle'), whole)
  })

  test('text after the unit is ignored', ({ assert }) => {
    assert.deepEqual(parseAmount('2 oz chilled'), oz(2))
    assert.deepEqual(parseAmount('1 oz (fresh)'), oz(1))
  })

  test('anything else is an unknown amount, never a guess', ({ assert }) => {
    for (const text of [
      '',
      '   ',
      'splash',
      'top up',
      'to taste',
      '2',
      'oz',
      '3 leaves',
      '2 bottles',
      '1-2 oz',
      '0 oz',
      '1/0 oz',
      '1 1/0 oz',
      '2 ozone',
      'amaretto',
      '99999 oz',
    ]) {
      assert.deepEqual(parseAmount(text), UNKNOWN, text)
    }
    assert.deepEqual(parseAmount(null), UNKNOWN)
    assert.deepEqual(parseAmount(undefined), UNKNOWN)
  })
})
