import { test } from '@japa/runner'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { createProduct } from '#modules/inventory/tests/factories'

/* Full and empty bottle weights (grams) let a count weigh partial bottles. */
test.group('bottle weights', (group) => {
  group.each.setup(emptyDatabase)

  test('a manager sets them on the product; bad values are a 422', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createProduct()
    const set = await client
      .put(`/api/products/${id}`)
      .json({ fullWeightGrams: 1245.5, emptyWeightGrams: '520' })
      .loginAs(manager)
      .withCsrfToken()
    set.assertStatus(200)
    set.assertBodyContains({ fullWeightGrams: 1245.5, emptyWeightGrams: 520 })
    const bad = await client
      .put(`/api/products/${id}`)
      .json({ fullWeightGrams: -3 })
      .loginAs(manager)
      .withCsrfToken()
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'fullWeightGrams' }] })
  })

  test('the product spreadsheet imports them', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const csv = Buffer.from(
      'Name,Category,Size,Full Weight (g),Tare\nFernet,Liqueur,750ml,1320.4,580\nGin,Gin,750ml,,\n'
    )
    const response = await client
      .post('/api/products/import')
      .file('file', csv, { filename: 'products.csv' })
      .loginAs(manager)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ created: 2, errors: [] })
    const products = await client.get('/api/products').loginAs(manager)
    const byName = Object.fromEntries(
      products.body().map((product: { name: string }) => [product.name, product])
    )
    assert.include(byName.Fernet, { fullWeightGrams: 1320.4, emptyWeightGrams: 580 })
    assert.include(byName.Gin, { fullWeightGrams: null, emptyWeightGrams: null })
  })
})
