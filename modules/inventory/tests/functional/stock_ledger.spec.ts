import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { toErrorResponse } from '#app/exceptions/to_error_response'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { NegativeStockException, StockLedger } from '#modules/inventory/server/index'
import { assertLedgerInvariant, ledgerOf, stockOf } from '#modules/inventory/tests/helpers'
import { as } from '#tests/helpers/as'
import { createProduct } from '#modules/inventory/tests/factories'

test.group('StockLedger service', (group) => {
  group.each.setup(emptyDatabase)

  test('apply: several entries, one product twice, each row with its resulting stock', async ({
    assert,
  }) => {
    const a = await createProduct({ stock: 10 })
    const b = await createProduct({ stock: 1 })

    const results = await StockLedger.transaction((trx) =>
      StockLedger.apply(trx, [
        { productId: b, change: 2, type: 'receiving', sourceType: 'purchase_order', sourceId: 7 },
        { productId: a, change: -1.25, type: 'sale', reason: 'Martini' },
        { productId: a, change: -0.75, type: 'sale', reason: 'Negroni' },
      ])
    )

    assert.deepEqual([...results.entries()].sort(), [
      [a, 8],
      [b, 3],
    ])
    const ledger = await ledgerOf(a)
    assert.deepEqual(
      ledger.map(({ change, resulting, reason }) => [change, resulting, reason]),
      [
        [10, 10, null],
        [-1.25, 8.75, 'Martini'],
        [-0.75, 8, 'Negroni'],
      ]
    )
    const receiving = await db
      .from('inventory_adjustments')
      .where('product_id', b)
      .where('adjustment_type', 'receiving')
      .first()
    assert.include(receiving, { source_type: 'purchase_order', source_id: '7' })
  })

  test('apply refuses a negative result and rolls back everything; allowNegative permits it', async ({
    assert,
  }) => {
    const a = await createProduct({ stock: 5 })
    const b = await createProduct({ stock: 1 })

    await assert.rejects(
      () =>
        StockLedger.transaction((trx) =>
          StockLedger.apply(trx, [
            { productId: a, change: -1, type: 'sale' },
            { productId: b, change: -2, type: 'sale' },
          ])
        ),
      NegativeStockException
    )
    assert.strictEqual(await stockOf(a), 5)
    assert.strictEqual(await stockOf(b), 1)

    await StockLedger.transaction((trx) =>
      StockLedger.apply(trx, [{ productId: b, change: -2, type: 'sale' }], { allowNegative: true })
    )
    assert.strictEqual(await stockOf(b), -1)
    await assertLedgerInvariant(assert)
  })

  test('a missing product is refused', async ({ assert }) => {
    await assert.rejects(() =>
      StockLedger.transaction((trx) =>
        StockLedger.apply(trx, [{ productId: 999, change: 1, type: 'sale' }])
      )
    )
    assert.lengthOf(await db.from('inventory_adjustments'), 0)
  })

  test('setCounts sets absolute values, skipping unchanged ones unless asked', async ({
    assert,
  }) => {
    const a = await createProduct({ stock: 5 })
    const b = await createProduct({ stock: 2 })

    const results = await StockLedger.transaction((trx) =>
      StockLedger.setCounts(trx, [
        { productId: b, countedStock: 2 },
        { productId: a, countedStock: 7.5, type: 'import' },
      ])
    )

    assert.strictEqual(results.get(a), 7.5)
    assert.strictEqual(results.get(b), 2)
    const ledger = await ledgerOf(a)
    assert.deepEqual(
      ledger.map(({ type, change }) => [type, change]),
      [
        ['initial', 5],
        ['import', 2.5],
      ]
    )
    assert.lengthOf(await ledgerOf(b), 1)

    await StockLedger.transaction((trx) =>
      StockLedger.setCount(trx, { productId: b, countedStock: 2 }, { recordUnchanged: true })
    )
    assert.lengthOf(await ledgerOf(b), 2)
    await assertLedgerInvariant(assert)
  })

  test('transaction retries a deadlock, then gives up with a 503', async ({ assert }) => {
    const deadlock = () => Object.assign(new Error('Deadlock found'), { code: 'ER_LOCK_DEADLOCK' })
    let attempts = 0
    const result = await StockLedger.transaction(async () => {
      attempts += 1
      if (attempts < 3) throw deadlock()
      return 'done'
    })
    assert.strictEqual(result, 'done')
    assert.strictEqual(attempts, 3)

    attempts = 0
    const busy = Object.assign(new Error('busy'), { code: 'SQLITE_BUSY_SNAPSHOT' })
    const failure = await StockLedger.transaction(async () => {
      attempts += 1
      throw busy
    }).catch((error: unknown) => error)
    assert.strictEqual(attempts, 4)
    const answer = toErrorResponse(failure, { exposeInternal: false })
    assert.strictEqual(answer.status, 503)
    assert.deepEqual(answer.headers, { 'Retry-After': '1' })

    attempts = 0
    await assert.rejects(() =>
      StockLedger.transaction(async () => {
        attempts += 1
        throw new Error('not a lock problem')
      })
    )
    assert.strictEqual(attempts, 1)
  })

  test('a big batch is set-based and exact', async ({ assert }) => {
    const ids: number[] = []
    for (let index = 0; index < 30; index++) ids.push(await createProduct({ stock: 1 }))
    const entries = Array.from({ length: 900 }, (_, index) => ({
      productId: ids[index % ids.length],
      change: 0.1,
      type: 'receiving',
    }))

    await StockLedger.transaction((trx) => StockLedger.apply(trx, entries))

    for (const id of ids) assert.strictEqual(await stockOf(id), 4)
    await assertLedgerInvariant(assert)
  })
})

test.group('Stock ledger under concurrent requests', (group) => {
  group.each.setup(emptyDatabase)

  /*
   * Real HTTP requests against the running server, each in its own
   * transaction on its own connection (no global transaction wrapper).
   */
  test('20 parallel adjustments and counts on two products end exact', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const a = await createProduct({ name: 'Busy Vodka', stock: 100 })
    const b = await createProduct({ name: 'Busy Gin', stock: 50 })

    const requests = Array.from({ length: 20 }, (_, index) =>
      as(client, staff)
        .post('/api/inventory-adjustments')
        .json({
          productId: index % 2 ? a : b,
          adjustmentType: index % 4 < 2 ? 'waste' : 'correction',
          quantityChange: index % 4 < 2 ? -1.5 : 0.25,
          reason: `Parallel ${index}`,
        })
    )
    const answers = await Promise.all(requests)

    for (const answer of answers) answer.assertStatus(201)
    /* Per product: 5 wastes of -1.5 and 5 corrections of +0.25. */
    assert.strictEqual(await stockOf(a), 100 - 7.5 + 1.25)
    assert.strictEqual(await stockOf(b), 50 - 7.5 + 1.25)
    assert.lengthOf(await ledgerOf(a), 11)
    assert.lengthOf(await ledgerOf(b), 11)
    const resulting = answers
      .map((answer) => answer.body())
      .filter((row) => row.productId === a)
      .map((row) => row.resultingStock)
    assert.lengthOf(new Set(resulting), 10, 'every request saw its own distinct resulting stock')
    await assertLedgerInvariant(assert)
  })

  test('parallel withdrawals can never take stock below 0', async ({ client, assert }) => {
    const staff = await createTestUser()
    const id = await createProduct({ stock: 5 })

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        as(client, staff)
          .post('/api/inventory-adjustments')
          .json({ productId: id, adjustmentType: 'breakage', quantityChange: -1, reason: 'Rush' })
      )
    )

    const statuses = answers.map((answer) => answer.status())
    assert.strictEqual(statuses.filter((status) => status === 201).length, 5)
    assert.strictEqual(statuses.filter((status) => status === 422).length, 7)
    assert.strictEqual(await stockOf(id), 0)
    await assertLedgerInvariant(assert)
  })

  test('parallel manager edits and staff counts keep the ledger consistent', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser()
    const id = await createProduct({ stock: 10 })

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? as(client, manager)
              .put(`/api/products/${id}`)
              .json({ currentStock: index, unitCost: index })
          : as(client, staff).post('/api/inventory-adjustments').json({
              productId: id,
              adjustmentType: 'correction',
              quantityChange: 1,
              reason: 'Found',
            })
      )
    )

    for (const answer of answers) assert.oneOf(answer.status(), [200, 201])
    await assertLedgerInvariant(assert)
  })
})
