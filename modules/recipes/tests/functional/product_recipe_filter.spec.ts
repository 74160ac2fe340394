import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { insertReturningId } from '#app/database/insert_returning_id'
import { createProduct } from '#modules/inventory/tests/factories'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/index'

const insertRow = (table: string, row: Record<string, unknown>) =>
  insertReturningId(db.connection(), table, row)

const insertProduct = (name: string) => createProduct({ name, category: 'Gin', unitCost: '20.00' })

test.group(
  'GET /api/products?page&recipe: the recipe-status filter recipes lends inventory',
  (group) => {
    group.each.setup(emptyDatabase)

    test('used and unused page on the server with their totals', async ({ client, assert }) => {
      const staff = await createTestUser()
      const gin = await insertProduct('Beefeater')
      const tonic = await insertProduct('Fever-Tree Tonic')
      const vermouth = await insertProduct('Dolin Dry')
      const now = new Date()
      const recipe = await insertRow(RECIPES_TABLE, {
        name: 'G&T',
        created_at: now,
        updated_at: now,
      })
      await insertRow(RECIPE_INGREDIENTS_TABLE, {
        recipe_id: recipe,
        product_id: gin,
        amount: '2 oz',
        amount_in_oz: 2,
      })
      await insertRow(RECIPE_INGREDIENTS_TABLE, {
        recipe_id: recipe,
        product_id: tonic,
        amount: '4 oz',
        amount_in_oz: 4,
      })

      const used = await client.get('/api/products?page=1&recipe=used').loginAs(staff)
      const unused = await client
        .get('/api/products?page=1&pageSize=1&recipe=unused')
        .loginAs(staff)
      const all = await client.get('/api/products?page=1&recipe=all').loginAs(staff)
      const bad = await client.get('/api/products?page=1&recipe=sometimes').loginAs(staff)

      assert.deepEqual(
        used.body().rows.map((row: { id: number }) => row.id),
        [gin, tonic]
      )
      assert.equal(used.body().total, 2)
      assert.deepEqual(unused.body(), {
        rows: [unused.body().rows[0]],
        total: 1,
      })
      assert.equal(unused.body().rows[0].id, vermouth)
      assert.equal(all.body().total, 3)
      bad.assertStatus(422)
      bad.assertBodyContains({ errors: [{ field: 'recipe', rule: 'enum' }] })
    })
  }
)
