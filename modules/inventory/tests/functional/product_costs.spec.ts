import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import {
  productCostHistory,
  StockLedger,
  updateProductCosts,
} from '#modules/inventory/server/index'
import { createProduct } from '#modules/inventory/tests/factories'

async function costsOf(id: number) {
  const row = await db.from('products').where('id', id).select('unit_cost', 'case_cost').first()
  return [
    row.unit_cost === null ? null : Number(row.unit_cost),
    row.case_cost === null ? null : Number(row.case_cost),
  ]
}

test.group('updateProductCosts service', (group) => {
  group.each.setup(emptyDatabase)

  test('sets many products at once; a product named twice ends at its last cost, each step in its history', async ({
    assert,
  }) => {
    const repriced = await createProduct({ unitCost: 10 })
    const cased = await createProduct({ unitCost: 15, caseCost: null })
    const unchanged = await createProduct({ unitCost: 30, caseCost: 330 })
    const unknown = await createProduct({ unitCost: null })

    const changes = await StockLedger.transaction((trx) =>
      updateProductCosts(
        trx,
        [
          { productId: repriced, unitCost: 12 },
          { productId: cased, caseCost: 170 },
          { productId: unchanged, unitCost: '30.00', caseCost: 330 },
          { productId: unknown, unitCost: 0 },
          { productId: repriced, unitCost: 13.5 },
        ],
        { sourceType: 'receipt', sourceId: 4 }
      )
    )

    assert.deepEqual(
      changes.map((change) => [change.productId, change.newUnitCost, change.newCaseCost]),
      [
        [repriced, '12.00', null],
        [cased, '15.00', '170.00'],
        [repriced, '13.50', null],
      ]
    )
    assert.deepEqual(await costsOf(repriced), [13.5, null])
    assert.deepEqual(await costsOf(cased), [15, 170])
    assert.deepEqual(await costsOf(unchanged), [30, 330])
    /* A $0.00 line says nothing about a cost nobody knew: it stays unknown. */
    assert.deepEqual(await costsOf(unknown), [null, null])

    const history = await db.transaction((trx) => productCostHistory(repriced, trx))
    assert.deepEqual(
      history.map((entry) => [entry.oldUnitCost, entry.newUnitCost, entry.sourceId]),
      [
        ['12.00', '13.50', '4'],
        ['10.00', '12.00', '4'],
      ]
    )
    assert.lengthOf(await db.transaction((trx) => productCostHistory(unchanged, trx)), 0)
  })
})
