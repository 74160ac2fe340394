import { test } from '@japa/runner'
import { readSize, roundOz, sizeToOz } from '#modules/inventory/shared/size_to_oz'
import { mapCategory } from '#modules/inventory/shared/category_mapping'
import {
  isLowStock,
  isOutOfStock,
  STOCK_BADGE_LABELS,
  stockStatus,
} from '#modules/inventory/shared/stock_status'
import {
  adjustmentNeedsReason,
  CATEGORIES,
  DEFAULT_CASE_SIZE,
  DEFAULT_REORDER_LEVEL,
  SIZES,
  totalOunces,
} from '#modules/inventory/shared/product_rules'

test.group('sizeToOz', () => {
  test('the spec’s known size {0} gives {1} oz')
    .with([
      ['750', 25.36],
      ['750ml', 25.36],
      ['750 ml', 25.36],
      ['750 mL', 25.36],
      ['1L', 33.814],
      ['1 l', 33.814],
      ['1.75L', 59.17],
      ['1.75 L', 59.17],
      ['375', 12.68],
      ['375ml', 12.68],
      ['50', 1.69],
      ['50ml', 1.69],
      ['200', 6.76],
      ['200ml', 6.76],
    ] as const)
    .run(({ assert }, [size, ounces]) => {
      assert.strictEqual(sizeToOz(size), ounces)
    })

  test('every size the Edit dialog offers: {0}')
    .with([
      ['50ml', 1.69],
      ['200ml', 6.76],
      ['375ml', 12.68],
      ['500ml', 16.91],
      ['750ml', 25.36],
      ['1L', 33.814],
      ['1.75L', 59.17],
      ['Custom', 0],
    ] as const)
    .run(({ assert }, [size, ounces]) => {
      assert.include(SIZES, size)
      assert.strictEqual(sizeToOz(size), ounces)
    })

  test('other millilitre and litre sizes multiply by 0.033814 and 33.814', ({ assert }) => {
    assert.strictEqual(sizeToOz('700ml'), 23.67)
    assert.strictEqual(sizeToOz('100 millilitres'), 3.38)
    assert.strictEqual(sizeToOz('3L'), 101.44)
    assert.strictEqual(sizeToOz('0.5 liter'), 16.91)
    assert.strictEqual(sizeToOz('1.5 litres'), 50.72)
  })

  test('ounces are taken as they are', ({ assert }) => {
    assert.strictEqual(sizeToOz('12oz'), 12)
    assert.strictEqual(sizeToOz('12 oz'), 12)
    assert.strictEqual(sizeToOz('14.9 fl oz'), 14.9)
    assert.strictEqual(sizeToOz('16 OZ'), 16)
    assert.strictEqual(sizeToOz('1 ounce'), 1)
  })

  test('unknown sizes give 0: "{$self}"')
    .with(['', '   ', 'Custom', 'magnum', 'one bottle', '750 grams', '-750ml', '0ml', 'ml'])
    .run(({ assert }, size) => {
      assert.strictEqual(sizeToOz(size), 0)
    })

  test('missing sizes give 0', ({ assert }) => {
    assert.strictEqual(sizeToOz(null), 0)
    assert.strictEqual(sizeToOz(undefined), 0)
  })

  test('roundOz keeps two decimals for storage', ({ assert }) => {
    assert.strictEqual(roundOz(33.814), 33.81)
    assert.strictEqual(roundOz(25.3605), 25.36)
    assert.strictEqual(roundOz(1.005), 1.01)
  })
})

test.group('readSize: one spelling per bottle', () => {
  test('"{0}" reads as {1} ({2} oz)')
    .with([
      ['750', '750ml', 25.36],
      ['750 ml', '750ml', 25.36],
      ['750ML', '750ml', 25.36],
      ['0.75L', '750ml', 25.36],
      ['75 cl', '750ml', 25.36],
      ['0,75 l', '750ml', 25.36],
      ['1.75 Ltr', '1.75L', 59.17],
      ['1,75 LTR', '1.75L', 59.17],
      ['1 litre', '1L', 33.814],
      ['1000ml', '1L', 33.814],
      ['1 Liter', '1L', 33.814],
      ['70cl', '700ml', 23.67],
      ['12 fl oz', '12oz', 12],
      ['12 FL. OZ', '12oz', 12],
      ['1.5 oz', '1.5oz', 1.5],
    ] as const)
    .run(({ assert }, [text, canonical, oz]) => {
      assert.deepEqual(readSize(text), { canonical, oz })
    })

  test('unreadable sizes are null, not 0 oz: "{$self}"')
    .with(['Custom', 'magnum', '750 grams', '0 ml', '', 'ml'])
    .run(({ assert }, text) => {
      assert.isNull(readSize(text))
    })
})

test.group('mapCategory', () => {
  test('"{0}" → {1}')
    .with([
      ['STRAIGHT BOURBON WHISKIES', 'Whiskey'],
      ['Straight Rye Whiskies', 'Whiskey'],
      ['Scotch Whiskies', 'Whiskey'],
      ['American Schnapps', 'Liqueur'],
      ['Cream Liqueurs', 'Liqueur'],
      ['Imported Vodkas', 'Vodka'],
      ['Spiced Rum', 'Rum'],
      ['Mezcal', 'Tequila'],
      ['Imported Brandies', 'Brandy'],
      ['Ginger Beer', 'Mixers'],
      ['Special Order Items', 'Other'],
    ] as const)
    .run(({ assert }, [text, category]) => {
      assert.deepEqual(mapCategory(text), { category, original: text })
    })

  test('list categories in any case, and categories the bar already uses, are kept', ({
    assert,
  }) => {
    assert.deepEqual(mapCategory('VODKA'), { category: 'Vodka', original: null })
    assert.deepEqual(mapCategory('syrups', ['Syrups']), { category: 'Syrups', original: null })
  })
})

test.group('stock status', () => {
  test('above the reorder level is In Stock', ({ assert }) => {
    const product = { currentStock: 11, reorderLevel: 10 }
    assert.isFalse(isLowStock(product))
    assert.isFalse(isOutOfStock(product))
    assert.strictEqual(stockStatus(product), 'in_stock')
    assert.strictEqual(STOCK_BADGE_LABELS[stockStatus(product)], 'In Stock')
  })

  test('at the reorder level is Low Stock', ({ assert }) => {
    const product = { currentStock: 10, reorderLevel: 10 }
    assert.isTrue(isLowStock(product))
    assert.isFalse(isOutOfStock(product))
    assert.strictEqual(stockStatus(product), 'low_stock')
    assert.strictEqual(STOCK_BADGE_LABELS[stockStatus(product)], 'Low Stock')
  })

  test('a partial bottle just above the level is still In Stock', ({ assert }) => {
    assert.strictEqual(stockStatus({ currentStock: 10.001, reorderLevel: 10 }), 'in_stock')
    assert.strictEqual(stockStatus({ currentStock: 9.999, reorderLevel: 10 }), 'low_stock')
  })

  test('0 is Out of Stock and also low', ({ assert }) => {
    const product = { currentStock: 0, reorderLevel: 10 }
    assert.isTrue(isOutOfStock(product))
    assert.isTrue(isLowStock(product))
    assert.strictEqual(stockStatus(product), 'out_of_stock')
    assert.strictEqual(STOCK_BADGE_LABELS[stockStatus(product)], 'Low Stock')
  })

  test('0 with a reorder level of 0 is out of stock; a fraction of a bottle is not', ({
    assert,
  }) => {
    assert.strictEqual(stockStatus({ currentStock: 0, reorderLevel: 0 }), 'out_of_stock')
    assert.strictEqual(stockStatus({ currentStock: 0.25, reorderLevel: 0 }), 'in_stock')
  })
})

test.group('product rules', () => {
  test('the spec’s categories and defaults', ({ assert }) => {
    assert.deepEqual(
      [...CATEGORIES],
      [
        'Vodka',
        'Whiskey',
        'Rum',
        'Gin',
        'Tequila',
        'Brandy',
        'Liqueur',
        'Wine',
        'Beer',
        'Mixers',
        'Other',
      ]
    )
    assert.strictEqual(DEFAULT_CASE_SIZE, 12)
    assert.strictEqual(DEFAULT_REORDER_LEVEL, 10)
  })

  test('total ounces are bottles times size, 0 when the size is unknown', ({ assert }) => {
    assert.strictEqual(totalOunces(12, 25.36), 304.32)
    assert.strictEqual(totalOunces(2.5, 33.81), 84.53)
    assert.strictEqual(totalOunces(0, 25.36), 0)
    assert.strictEqual(totalOunces(5, 0), 0)
    assert.strictEqual(totalOunces(5, null), 0)
  })

  test('only a count may be recorded without a reason', ({ assert }) => {
    assert.isFalse(adjustmentNeedsReason('count'))
    for (const type of ['waste', 'breakage', 'spill', 'correction'] as const) {
      assert.isTrue(adjustmentNeedsReason(type))
    }
  })
})
