import { test } from '@japa/runner'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { createProduct } from '#modules/inventory/tests/factories'

test.group('GET /api/products?category', (group) => {
  group.each.setup(emptyDatabase)

  test('keeps exactly that category, with a search and a limit too', async ({ client, assert }) => {
    const staff = await createTestUser()
    await createProduct({ name: 'Gin Basil', category: 'Gin' })
    await createProduct({ name: 'Gin Old Tom', category: 'Gin' })
    await createProduct({ name: 'Gin-barrel Rum', category: 'Rum' })
    const names = (response: { body(): Array<{ name: string }> }) =>
      response.body().map((product) => product.name)

    const gins = await client.get('/api/products').qs({ category: 'Gin' }).loginAs(staff)
    gins.assertStatus(200)
    assert.deepEqual(names(gins), ['Gin Basil', 'Gin Old Tom'])

    const searched = await client
      .get('/api/products')
      .qs({ category: 'Rum', search: 'gin', limit: 5 })
      .loginAs(staff)
    assert.deepEqual(names(searched), ['Gin-barrel Rum'])

    const none = await client.get('/api/products').qs({ category: 'Tequila' }).loginAs(staff)
    assert.deepEqual(none.body(), [])
  })
})
