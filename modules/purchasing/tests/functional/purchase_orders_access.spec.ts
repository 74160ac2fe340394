import { test } from '@japa/runner'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { orderCount, orderStatus } from '#modules/purchasing/tests/helpers/fixtures'
import { as } from '#tests/helpers/as'
import { catalogue, orderBody } from '#modules/purchasing/tests/helpers/orders'
import { createOrder } from '#modules/purchasing/tests/factories'

test.group('Purchase orders: sign-in and roles', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401 on every route', async ({ client }) => {
    for (const [method, path] of [
      ['get', '/api/purchase-orders'],
      ['get', '/api/purchase-orders/1'],
      ['post', '/api/purchase-orders'],
      ['put', '/api/purchase-orders/1'],
      ['delete', '/api/purchase-orders/1'],
      ['get', '/api/purchase-orders/suggestions'],
      ['post', '/api/purchase-orders/suggestions'],
      ['post', '/api/purchase-orders/1/email'],
    ] as const) {
      const response = await client[method](path).withCsrfToken()
      response.assertStatus(401)
      response.assertBody({ message: 'Not signed in' })
    }
  })

  test('staff may read orders but not create, edit, send, cancel or delete them', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const ids = await catalogue()
    const id = await createOrder({ vendorId: ids.vendorId, orderNumber: 'PO-TEST-1' })

    const answer1 = await as(client, staff).get('/api/purchase-orders')

    answer1.assertStatus(200)
    const answer2 = await as(client, staff).get(`/api/purchase-orders/${id}`)
    answer2.assertStatus(200)

    const attempts = [
      client.post('/api/purchase-orders').json(orderBody(ids)),
      client.put(`/api/purchase-orders/${id}`).json(orderBody(ids)),
      client.put(`/api/purchase-orders/${id}`).json({ status: 'sent' }),
      client.put(`/api/purchase-orders/${id}`).json({ status: 'cancelled' }),
      client.delete(`/api/purchase-orders/${id}`),
      client.get('/api/purchase-orders/suggestions'),
      client.post('/api/purchase-orders/suggestions').json({ lines: [] }),
    ]
    for (const attempt of attempts) {
      const response = await attempt.loginAs(staff).withCsrfToken()
      response.assertStatus(403)
    }
    assert.equal(await orderStatus(id), 'created')
    assert.equal(await orderCount(), 1)
  })
})
