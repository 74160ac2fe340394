import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { modules } from '#start/modules'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { CATEGORIES } from '#modules/inventory/shared/product_rules'
import { assertLedgerInvariant } from '#modules/inventory/tests/helpers'
import { as } from '#tests/helpers/as'

function isValidEan13(code: string) {
  if (!/^\d{13}$/.test(code)) return false
  const sum = [...code.slice(0, 12)].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0
  )
  return (10 - (sum % 10)) % 10 === Number(code[12])
}

/* Loads vendors' then inventory's demo rows, in one transaction, as the kernel does. */
async function loadDemo(userId: string) {
  await db.transaction(async (trx) => {
    for (const name of ['vendors', 'inventory']) {
      const manifest = modules.find((candidate) => candidate.name === name)!
      const { default: load } = await manifest.sampleData!()
      await load(trx, { userId })
    }
  })
}

test.group('Inventory sample data', (group) => {
  group.each.setup(emptyDatabase)

  test('a realistic bar catalogue across every category, stock written through the ledger', async ({
    client,
    assert,
  }) => {
    const admin = await createTestUser({ role: 'admin' })
    await loadDemo(admin.id)

    const response = await as(client, admin).get('/api/products')
    const products = response.body() as Array<Record<string, any>>
    assert.isAtLeast(products.length, 55)
    assert.sameMembers([...new Set(products.map((product) => product.category))], [...CATEGORIES])
    for (const product of products) {
      assert.isAbove(Number(product.unitCost), 0, product.name)
      assert.isAbove(product.sizeInOz, 0, `${product.name} has a known size`)
      assert.isAbove(product.caseSize, 0)
      if (product.barcode !== null) assert.isTrue(isValidEan13(product.barcode), product.barcode)
      assert.isNotNull(product.vendorName, `${product.name} has a preferred vendor`)
    }
    const outOfStock = products.filter((product) => product.currentStock === 0)
    const low = products.filter(
      (product) => product.currentStock > 0 && product.currentStock <= product.reorderLevel
    )
    assert.isAtLeast(outOfStock.length, 3)
    assert.isAtLeast(low.length, 5)
    assert.isAtLeast(products.filter((product) => product.barcode !== null).length, 50)

    const initial = await db.from('inventory_adjustments').where('adjustment_type', 'initial')
    assert.lengthOf(initial, products.length - outOfStock.length)
    assert.isTrue(initial.every((row) => row.user_id === admin.id))
    await assertLedgerInvariant(assert)
  })
})
