import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { POS_DATA_TABLE, salesTotals } from '#modules/integrations/server/index'
import { ledgerSum, seedProduct, seedRecipe, stockOf } from '#modules/integrations/tests/helpers'

test.group('Sales under concurrent requests', (group) => {
  group.each.setup(emptyDatabase)

  /*
   * Real HTTP requests against the running server, each in its own
   * transaction on its own connection (no global transaction wrapper).
   */
  test('40 clients post 1,000 lines sharing ingredients: every stock exact', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const vodka = await seedProduct({ name: 'Shared Vodka', stock: 200 })
    const lime = await seedProduct({ name: 'Shared Lime', stock: 100, sizeInOz: 33.814 })
    const syrup = await seedProduct({ name: 'Shared Syrup', stock: 100, sizeInOz: null })
    const recipes = [
      {
        id: await seedRecipe('Gimlet', [
          { productId: vodka, amountInOz: 2 },
          { productId: lime, amountInOz: 0.75 },
        ]),
        pours: [
          [vodka, 2, 25.36],
          [lime, 0.75, 33.814],
        ],
      },
      {
        id: await seedRecipe('Sour', [
          { productId: lime, amountInOz: 1 },
          { productId: syrup, amountInOz: 0.5 },
        ]),
        pours: [
          [lime, 1, 33.814],
          [syrup, 0.5, 25.36],
        ],
      },
      {
        id: await seedRecipe('Vodka Soda', [
          { productId: vodka, amountInOz: 1.5 },
          { productId: syrup, amountInOz: 0.25 },
        ]),
        pours: [
          [vodka, 1.5, 25.36],
          [syrup, 0.25, 25.36],
        ],
      },
    ]

    const expected = new Map<number, number>([
      [vodka, 200_000],
      [lime, 100_000],
      [syrup, 100_000],
    ])
    let expectedCents = 0
    const batches = Array.from({ length: 40 }, (_client, clientIndex) =>
      Array.from({ length: 25 }, (_line, lineIndex) => {
        const recipe = recipes[(clientIndex + lineIndex) % 3]
        const quantity = 1 + ((clientIndex * 7 + lineIndex) % 3)
        const refund = lineIndex % 10 === 9
        for (const [productId, ounces, size] of recipe.pours) {
          const milli = Math.round((ounces / size) * quantity * 1000)
          expected.set(productId, expected.get(productId)! + (refund ? milli : -milli))
        }
        expectedCents += (refund ? -1 : 1) * quantity * 900
        return {
          transactionId: `C${clientIndex}-T${Math.floor(lineIndex / 3)}`,
          lineKey: String(lineIndex),
          recipeId: recipe.id,
          quantity,
          amount: quantity * 9,
          isRefund: refund,
          saleDate: new Date(Date.UTC(2026, 9, 8, 18, clientIndex, lineIndex)).toISOString(),
        }
      })
    )
    const answers = await Promise.all(
      batches.map((lines) =>
        client.post('/api/pos-data').json(lines).loginAs(manager).withCsrfToken()
      )
    )
    for (const answer of answers) {
      answer.assertStatus(201)
      assert.equal(answer.body().created, 25)
    }

    const [{ count }] = await db.from(POS_DATA_TABLE).count('* as count')
    assert.equal(Number(count), 1000)
    for (const [productId, milli] of expected) {
      assert.equal(await stockOf(productId), milli / 1000)
      assert.equal(await ledgerSum(productId), milli / 1000)
    }
    const totals = await salesTotals({
      start: new Date('2026-10-08T04:00:00Z'),
      end: new Date('2026-10-09T03:59:59.999Z'),
    })
    assert.equal(totals.totalSales, (expectedCents / 100).toFixed(2))
    assert.equal(totals.lineCount, 1000)
  }).timeout(120_000)
})
