import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { archiveProducts } from '#modules/inventory/tests/factories'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/index'
import { as } from '#tests/helpers/as'
import {
  insertProduct,
  manager,
  margaritaProducts,
  margarita,
  ingredientRows,
} from '#modules/recipes/tests/helpers'

test.group('PUT /api/recipes/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('ingredients sent replace the whole list', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const lime = await insertProduct('Rose’s Lime Juice', { unitCost: '4.75', sizeInOz: 33.81 })
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id
    const before = await ingredientRows(id)

    const response = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({
        name: 'Tommy’s Margarita',
        instructions: 'Shake, strain over ice.',
        costPerServing: 9.99,
        profitMargin: 65,
        ingredients: [
          { productId: tequila, amount: '2 oz', amountInOz: 2, isWholeBottle: false },
          { productId: lime, amount: '1 oz', amountInOz: 1, isWholeBottle: false },
        ],
      })

    response.assertStatus(200)
    /* 2.00 + 4.75 / 33.81 = 0.1405 → 2.14; the cost sent is ignored, the ingredients decide */
    response.assertBodyContains({
      id,
      name: 'Tommy’s Margarita',
      instructions: 'Shake, strain over ice.',
      costPerServing: '2.14',
      profitMargin: '65.00',
    })
    const after = await ingredientRows(id)
    assert.deepEqual(
      after.map((row) => [Number(row.product_id), row.amount]),
      [
        [tequila, '2 oz'],
        [lime, '1 oz'],
      ]
    )
    assert.notIncludeMembers(
      after.map((row) => Number(row.id)),
      before.map((row) => Number(row.id))
    )
    const activity = await db.from('activity_log').where('action', 'update').first()
    assert.equal(activity.summary, 'Updated recipe Tommy’s Margarita')
  })

  test('fields left out keep their values, the ingredients too', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const created = await as(client, user)
      .post('/api/recipes')
      .json({ ...margarita(tequila, tripleSec), menuPrice: '10.00' })
    const id = created.body().id

    const response = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({ name: 'Margarita (house)' })

    response.assertStatus(200)
    response.assertBodyContains({
      name: 'Margarita (house)',
      instructions: 'Shake with ice.',
      menuPrice: '10.00',
      costPerServing: '2.50',
      profitMargin: '75.00',
      pourCostPercent: '25.00',
    })
    assert.lengthOf(response.body().ingredients, 2)
  })

  test('a refused ingredient leaves the recipe as it was', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id
    const before = await ingredientRows(id)

    const unknown = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({
        name: 'Changed',
        ingredients: [
          { productId: tequila, amount: '3 oz' },
          { productId: 999999, amount: '1 oz' },
        ],
      })
    unknown.assertStatus(422)
    unknown.assertBodyContains({ errors: [{ field: 'ingredients.1.productId' }] })

    const empty = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({ name: 'Changed', ingredients: [] })
    empty.assertStatus(422)
    empty.assertBodyContains({ message: 'At least one ingredient is required' })

    assert.deepEqual(await ingredientRows(id), before)
    const row = await db.from(RECIPES_TABLE).where('id', id).first()
    assert.equal(row.name, 'Margarita')
  })

  test('a product archived since stays allowed in its recipe, but cannot be added anew', async ({
    client,
    assert,
  }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const other = await insertProduct('Retired Gin')
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id
    await archiveProducts([tripleSec, other])

    const kept = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json(margarita(tequila, tripleSec))
    kept.assertStatus(200)

    const added = await as(client, user)
      .put(`/api/recipes/${id}`)
      .json({
        ingredients: [
          { productId: tripleSec, amount: '1 oz' },
          { productId: other, amount: '1 oz' },
        ],
      })
    added.assertStatus(422)
    assert.deepEqual(added.body().errors, [
      { field: 'ingredients.1.productId', message: 'Product not found', rule: 'exists' },
    ])
  })

  test('a missing or malformed id is 404', async ({ client }) => {
    const user = await manager()
    for (const path of ['/api/recipes/424242', '/api/recipes/abc', '/api/recipes/0']) {
      const response = await as(client, user).put(path).json({ name: 'X' })
      response.assertStatus(404)
    }
    const show = await as(client, user).get('/api/recipes/424242')
    show.assertStatus(404)
    show.assertBody({ message: 'Recipe not found' })
    const ingredients = await as(client, user).get('/api/recipes/424242/ingredients')
    ingredients.assertStatus(404)
    const add = await as(client, user)
      .post('/api/recipes/424242/ingredients')
      .json({ productId: 1, amount: '1 oz' })
    add.assertStatus(404)
  })
})

test.group('DELETE /api/recipes/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('deletes the recipe and its ingredients', async ({ client, assert }) => {
    const { tequila, tripleSec } = await margaritaProducts()
    const user = await manager()
    const created = await as(client, user).post('/api/recipes').json(margarita(tequila, tripleSec))
    const id = created.body().id

    const response = await as(client, user).delete(`/api/recipes/${id}`)
    response.assertStatus(204)
    assert.lengthOf(await db.from(RECIPES_TABLE), 0)
    assert.lengthOf(await db.from(RECIPE_INGREDIENTS_TABLE), 0)
    const activity = await db.from('activity_log').where('action', 'delete').first()
    assert.equal(activity.summary, 'Deleted recipe Margarita')

    const again = await as(client, user).delete(`/api/recipes/${id}`)
    again.assertStatus(404)
  })
})
