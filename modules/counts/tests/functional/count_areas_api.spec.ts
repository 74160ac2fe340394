import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { seedProduct } from '#modules/counts/tests/helpers'

test.group('storage areas and shelf lists', (group) => {
  group.each.setup(emptyDatabase)

  test('a manager adds, renames, reorders and removes areas; staff only read', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser({ role: 'staff' })
    const bar = await client
      .post('/api/count-areas')
      .json({ name: 'Bar' })
      .loginAs(manager)
      .withCsrfToken()
    bar.assertStatus(201)
    bar.assertBody({ id: bar.body().id, name: 'Bar', position: 0, productCount: 0 })
    const cellar = await client
      .post('/api/count-areas')
      .json({ name: 'Cellar' })
      .loginAs(manager)
      .withCsrfToken()
    cellar.assertBodyContains({ position: 1 })

    const duplicate = await client
      .post('/api/count-areas')
      .json({ name: 'bar' })
      .loginAs(manager)
      .withCsrfToken()
    duplicate.assertStatus(422)
    duplicate.assertBodyContains({ errors: [{ field: 'name', rule: 'unique' }] })
    const byStaff = await client
      .post('/api/count-areas')
      .json({ name: 'Patio' })
      .loginAs(staff)
      .withCsrfToken()
    byStaff.assertStatus(403)

    const renamed = await client
      .put(`/api/count-areas/${cellar.body().id}`)
      .json({ name: 'Wine Cellar' })
      .loginAs(manager)
      .withCsrfToken()
    renamed.assertStatus(200)
    renamed.assertBodyContains({ name: 'Wine Cellar' })

    const reordered = await client
      .put('/api/count-areas/order')
      .json({ areaIds: [cellar.body().id, bar.body().id] })
      .loginAs(manager)
      .withCsrfToken()
    reordered.assertStatus(200)
    assert.deepEqual(
      reordered.body().map((area: { name: string }) => area.name),
      ['Wine Cellar', 'Bar']
    )

    const removed = await client
      .delete(`/api/count-areas/${bar.body().id}`)
      .loginAs(manager)
      .withCsrfToken()
    removed.assertStatus(204)
    const list = await client.get('/api/count-areas').loginAs(staff)
    assert.deepEqual(
      list.body().map((area: { name: string }) => area.name),
      ['Wine Cellar']
    )
    const missing = await client
      .put(`/api/count-areas/${bar.body().id}`)
      .json({ name: 'Bar' })
      .loginAs(manager)
      .withCsrfToken()
    missing.assertStatus(404)
  })

  test('the shelf list keeps the walking order it is given', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const [area] = await db
      .table('count_areas')
      .insert({ name: 'Bar', position: 0, created_at: new Date(), updated_at: new Date() })
    const a = await seedProduct({ name: 'Amaro' })
    const b = await seedProduct({ name: 'Bitters' })
    const c = await seedProduct({ name: 'Cognac' })

    const set = await client
      .put(`/api/count-areas/${area}/products`)
      .json({ productIds: [c, a, b] })
      .loginAs(manager)
      .withCsrfToken()
    set.assertStatus(200)
    const moved = await client
      .put(`/api/count-areas/${area}/products`)
      .json({ productIds: [a, c] })
      .loginAs(manager)
      .withCsrfToken()
    assert.deepEqual(
      moved.body().map((item: { name: string }) => item.name),
      ['Amaro', 'Cognac']
    )
    const read = await client.get(`/api/count-areas/${area}/products`).loginAs(manager)
    assert.deepEqual(
      read.body().map((item: { productId: number }) => item.productId),
      [a, c]
    )
    const unknown = await client
      .put(`/api/count-areas/${area}/products`)
      .json({ productIds: [a, 99999] })
      .loginAs(manager)
      .withCsrfToken()
    unknown.assertStatus(422)
    const repeated = await client
      .put(`/api/count-areas/${area}/products`)
      .json({ productIds: [a, a] })
      .loginAs(manager)
      .withCsrfToken()
    repeated.assertStatus(422)
  })
})
