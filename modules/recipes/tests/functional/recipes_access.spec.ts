import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { RECIPES_TABLE } from '#modules/recipes/server/index'
import { as } from '#tests/helpers/as'
import {
  manager,
  margaritaProducts,
  margarita,
  ingredientRows,
} from '#modules/recipes/tests/helpers'

test.group('Recipes API: who may use it', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401 on every route', async ({ client }) => {
    const responses = [
      await client.get('/api/recipes'),
      await client.get('/api/recipes/1'),
      await client.get('/api/recipes/usage'),
      await client.get('/api/recipes/1/ingredients'),
      await client.get('/api/products/not-in-recipes'),
      await client.post('/api/recipes').json({ name: 'X' }).withCsrfToken(),
      await client.put('/api/recipes/1').json({ name: 'X' }).withCsrfToken(),
      await client.delete('/api/recipes/1').withCsrfToken(),
      await client.post('/api/recipes/1/ingredients').json({}).withCsrfToken(),
    ]
    for (const response of responses) {
      response.assertStatus(401)
      response.assertBody({ message: 'Not signed in' })
    }
  })

  test('staff may read but not create, edit or delete', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff' })
    const { tequila, tripleSec } = await margaritaProducts()
    const created = await as(client, await manager())
      .post('/api/recipes')
      .json(margarita(tequila, tripleSec))
    const id = created.body().id as number

    for (const path of [
      '/api/recipes',
      `/api/recipes/${id}`,
      `/api/recipes/${id}/ingredients`,
      '/api/recipes/usage',
      '/api/products/not-in-recipes',
    ]) {
      const response = await as(client, staff).get(path)
      response.assertStatus(200)
    }
    const refused = [
      await as(client, staff).post('/api/recipes').json(margarita(tequila, tripleSec)),
      await as(client, staff).put(`/api/recipes/${id}`).json({ name: 'Y' }),
      await as(client, staff).delete(`/api/recipes/${id}`),
      await as(client, staff)
        .post(`/api/recipes/${id}/ingredients`)
        .json({ productId: tequila, amount: '1 oz' }),
    ]
    for (const response of refused) {
      response.assertStatus(403)
      response.assertBody({ message: 'This action needs the manager role' })
    }
    const rows = await db.from(RECIPES_TABLE).select('name')
    assert.deepEqual(rows, [{ name: 'Margarita' }])
    assert.lengthOf(await ingredientRows(id), 2)
  })
})
