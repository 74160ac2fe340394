import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import type User from '#app/auth/models/user'
import { createTestUser } from '#tests/helpers/users'
import { createProduct } from '#modules/inventory/tests/factories'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { readConsistently } from '#app/database/data_version'
import { activeProductPages, type ProductJson } from '#modules/inventory/server/index'

interface PageBody {
  rows: Array<{ id: number; name: string; unitCost: string | null }>
  total: number
}

/** A small bar: names chosen so that each sort gives a different order. */
async function seedBar() {
  const ids = {
    absolut: await createProduct({ name: 'Absolut', category: 'Vodka', stock: 12, unitCost: 18 }),
    beefeater: await createProduct({ name: 'Beefeater', category: 'Gin', stock: 3, unitCost: 22 }),
    campari: await createProduct({ name: 'Campari', category: 'Liqueur', stock: 0, unitCost: 30 }),
    don: await createProduct({
      name: 'Don Julio',
      category: 'Tequila',
      stock: 20,
      unitCost: 45,
      barcode: '7501035010123',
    }),
    empress: await createProduct({ name: 'Empress Gin', category: 'Gin', stock: 15, unitCost: 38 }),
  }
  const archived = await createProduct({ name: 'Aardvark Gin', category: 'Gin' })
  await db.from('products').where('id', archived).update({ archived_at: new Date() })
  return ids
}

/** The page `GET /api/products?${query}` answers `user`, which must be a 200. */
async function productsPage(client: ApiClient, user: User, query: string) {
  const response = await client.get(`/api/products?${query}`).loginAs(user)
  response.assertStatus(200)
  return response.body() as PageBody
}

/** The ids on the first page (up to 50) of `query`, as `user` sees them. */
async function firstPageIds(client: ApiClient, user: User, query: string) {
  const { rows } = await productsPage(client, user, `page=1&pageSize=50&${query}`)
  return rows.map((row) => row.id)
}

test.group('GET /api/products?page: one page for the inventory screen', (group) => {
  group.each.setup(emptyDatabase)

  test('pages by name with the total of matching products', async ({ client, assert }) => {
    const staff = await createTestUser()
    const ids = await seedBar()

    const first = await client.get('/api/products?page=1&pageSize=2').loginAs(staff)
    const third = await client.get('/api/products?page=3&pageSize=2').loginAs(staff)
    const beyond = await client.get('/api/products?page=9&pageSize=2').loginAs(staff)

    first.assertStatus(200)
    const body = first.body() as PageBody
    assert.equal(body.total, 5)
    assert.deepEqual(
      body.rows.map((row) => row.id),
      [ids.absolut, ids.beefeater]
    )
    assert.containsSubset(body.rows[0], { name: 'Absolut', currentStock: 12, unitCost: '18.00' })
    assert.deepEqual(
      (third.body() as PageBody).rows.map((row) => row.id),
      [ids.empress]
    )
    assert.deepEqual(beyond.body(), { rows: [], total: 5 })
  })

  test('the total follows writes made between two pages', async ({ client, assert }) => {
    const staff = await createTestUser()
    await seedBar()
    const first = await productsPage(client, staff, 'page=1&pageSize=2')
    assert.equal(first.total, 5)

    await createProduct({ name: 'Zubrowka', category: 'Vodka' })
    const second = await productsPage(client, staff, 'page=3&pageSize=2')
    assert.equal(second.total, 6)
    assert.deepEqual(
      second.rows.map((row) => row.name),
      ['Empress Gin', 'Zubrowka']
    )

    /* Another connection's write counts too. */
    await db.from('products').where('name', 'Absolut').update({ archived_at: new Date() })
    const third = await productsPage(client, staff, 'page=3&pageSize=2')
    assert.equal(third.total, 5)
    assert.deepEqual(
      third.rows.map((row) => row.name),
      ['Zubrowka']
    )
  })

  test('sorts by each column both ways, ties by name', async ({ client, assert }) => {
    const staff = await createTestUser()
    const ids = await seedBar()
    const order = (query: string) => firstPageIds(client, staff, query)

    assert.deepEqual(await order('sort=name&order=desc'), [
      ids.empress,
      ids.don,
      ids.campari,
      ids.beefeater,
      ids.absolut,
    ])
    assert.deepEqual(await order('sort=category'), [
      ids.beefeater,
      ids.empress,
      ids.campari,
      ids.don,
      ids.absolut,
    ])
    assert.deepEqual(await order('sort=currentStock&order=desc'), [
      ids.don,
      ids.empress,
      ids.absolut,
      ids.beefeater,
      ids.campari,
    ])
    assert.deepEqual(await order('sort=unitCost'), [
      ids.absolut,
      ids.beefeater,
      ids.campari,
      ids.empress,
      ids.don,
    ])
  })

  test('unknown unit costs sort last both ways and read as null', async ({ client, assert }) => {
    const staff = await createTestUser()
    const ids = await seedBar()
    const bitters = await createProduct({ name: 'Aa Bitters', category: 'Bitters', unitCost: null })
    const page = async (order: string) => {
      const { rows } = await productsPage(
        client,
        staff,
        `page=1&pageSize=50&sort=unitCost&order=${order}`
      )
      return rows
    }

    const ascending = await page('asc')
    assert.deepEqual(
      ascending.map((row) => row.id),
      [ids.absolut, ids.beefeater, ids.campari, ids.empress, ids.don, bitters]
    )
    assert.isNull(ascending[5].unitCost)
    const descending = await page('desc')
    assert.deepEqual(
      descending.map((row) => row.id),
      [ids.don, ids.empress, ids.campari, ids.beefeater, ids.absolut, bitters]
    )
  })

  test('descending is ascending reversed, ties included', async ({ client, assert }) => {
    const staff = await createTestUser()
    const ids = await seedBar()
    /* Ties Absolut on stock and cost, Campari on category. */
    const amaro = await createProduct({
      name: 'Amaro Nonino',
      category: 'Liqueur',
      stock: 12,
      unitCost: 18,
    })
    const order = (query: string) => firstPageIds(client, staff, query)

    assert.deepEqual(await order('sort=unitCost'), [
      ids.absolut,
      amaro,
      ids.beefeater,
      ids.campari,
      ids.empress,
      ids.don,
    ])
    for (const sort of ['name', 'category', 'currentStock', 'unitCost']) {
      const ascending = await order(`sort=${sort}&order=asc`)
      assert.deepEqual(await order(`sort=${sort}&order=desc`), ascending.toReversed(), sort)
    }
  })

  test('ascending cost pages run on from the known costs into the unknown ones', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const ids = await seedBar()
    const unknown = [
      await createProduct({ name: 'Angostura', category: 'Bitters', unitCost: null }),
      await createProduct({ name: 'Peychaud', category: 'Bitters', unitCost: null }),
      await createProduct({ name: 'Regans', category: 'Bitters', unitCost: null }),
    ]
    const page = async (number: number) => {
      const body = await productsPage(
        client,
        staff,
        `page=${number}&pageSize=3&sort=unitCost&order=asc`
      )
      assert.equal(body.total, 8)
      return body.rows.map((row) => row.id)
    }

    assert.deepEqual(await page(1), [ids.absolut, ids.beefeater, ids.campari])
    assert.deepEqual(await page(2), [ids.empress, ids.don, unknown[0]])
    assert.deepEqual(await page(3), [unknown[1], unknown[2]])
    assert.deepEqual(await page(4), [])
  })

  test('search, category and stock level narrow the rows and the total', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser()
    const ids = await seedBar()
    const found = async (query: string) => {
      const body = await productsPage(client, staff, `page=1&${query}`)
      assert.equal(body.total, body.rows.length)
      return body.rows.map((row) => row.id)
    }

    assert.deepEqual(await found('search=gin'), [ids.beefeater, ids.empress])
    assert.deepEqual(await found('search=7501035'), [ids.don])
    assert.deepEqual(await found('category=Gin'), [ids.beefeater, ids.empress])
    /* Low: at or below the reorder level (10); out: at or below 0. */
    assert.deepEqual(await found('stock=low'), [ids.beefeater, ids.campari])
    assert.deepEqual(await found('stock=out'), [ids.campari])
    assert.deepEqual(await found('stock=in'), [ids.absolut, ids.don, ids.empress])
    assert.deepEqual(await found('category=Gin&stock=in&search=press'), [ids.empress])
    assert.deepEqual(await found('search=nothing-like-this'), [])
  })

  test('bad parameters are 422 with the field at fault', async ({ client, assert }) => {
    const staff = await createTestUser()
    const bad = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1&pageSize=201', 'pageSize'],
      ['page=1&sort=price', 'sort'],
      ['page=1&order=up', 'order'],
      ['page=1&stock=some', 'stock'],
      [`page=1&search=${'x'.repeat(161)}`, 'search'],
    ]
    for (const [query, field] of bad) {
      const response = await client.get(`/api/products?${query}`).loginAs(staff)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, field, query)
    }
  })

  test('the plain list and the picker search keep answering arrays', async ({ client, assert }) => {
    const staff = await createTestUser()
    const ids = await seedBar()

    const full = await client.get('/api/products').loginAs(staff)
    const search = await client.get('/api/products?search=gin&limit=1').loginAs(staff)

    assert.deepEqual(
      full.body().map((row: { id: number }) => row.id),
      [ids.absolut, ids.beefeater, ids.campari, ids.don, ids.empress]
    )
    assert.deepEqual(
      search.body().map((row: { id: number }) => row.id),
      [ids.beefeater]
    )
  })

  test('the full list carries an ETag and answers 304 until a product changes', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await seedBar()

    const first = await client.get('/api/products').loginAs(manager)
    const etag = first.header('etag') ?? ''
    assert.isString(etag)
    const unchanged = await client
      .get('/api/products')
      .header('If-None-Match', etag)
      .loginAs(manager)
    unchanged.assertStatus(304)

    const edit = await client
      .put(`/api/products/${ids.campari}`)
      .json({ currentStock: 7 })
      .loginAs(manager)
      .withCsrfToken()
    edit.assertStatus(200)
    const changed = await client.get('/api/products').header('If-None-Match', etag).loginAs(manager)

    changed.assertStatus(200)
    assert.notEqual(changed.header('etag'), etag)
    const campari = changed.body().find((row: { id: number }) => row.id === ids.campari)
    assert.equal(campari.currentStock, 7)
  })

  test('the full list shows writes of any connection or process', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const ids = await seedBar()
    const stockOf = async (id: number) => {
      const response = await client.get('/api/products').loginAs(manager)
      return response.body().find((row: { id: number }) => row.id === id).currentStock
    }
    assert.equal(await stockOf(ids.absolut), 12)

    /* The app's own connection, outside any transaction or action. */
    await db.rawQuery('update products set current_stock = 5 where id = ?', [ids.absolut])
    assert.equal(await stockOf(ids.absolut), 5)

    const connection = db.connection()
    if (connection.dialect.name !== 'better-sqlite3') return
    /* Another process (an ace command, a second worker): its own connection to the file. */
    const { default: Database } = await import('better-sqlite3')
    const other = new Database(connection.getWriteClient().client.config.connection.filename)
    try {
      other.prepare('update products set current_stock = 9 where id = ?').run(ids.absolut)
    } finally {
      other.close()
    }
    assert.equal(await stockOf(ids.absolut), 9)
  })
})

test.group('The full list read a page at a time', (group) => {
  group.each.setup(emptyDatabase)

  /** Every page of the active products, `pageSize` at a time, read through `client`. */
  async function readPages(
    client: QueryClientContract,
    pageSize: number,
    afterPage?: () => unknown
  ) {
    const products: ProductJson[] = []
    for await (const page of activeProductPages({ client, pageSize })) {
      products.push(...page)
      await afterPage?.()
    }
    return products
  }

  const listedNow = async () => readPages(db.connection(), 1000)

  test('pages lose and repeat no product, however many share a name', async ({ assert }) => {
    const ids = []
    for (const name of ['Gin', 'Amaro', 'Gin', 'Vodka', 'Gin', 'Amaro', 'Rum']) {
      ids.push(await createProduct({ name }))
    }
    await createProduct({ name: 'Gin', archived: true })

    const paged = await readPages(db.connection(), 2)

    assert.deepEqual(
      paged.map((product) => `${product.name} ${product.id}`),
      [
        `Amaro ${ids[1]}`,
        `Amaro ${ids[5]}`,
        `Gin ${ids[0]}`,
        `Gin ${ids[2]}`,
        `Gin ${ids[4]}`,
        `Rum ${ids[6]}`,
        `Vodka ${ids[3]}`,
      ]
    )
  })

  test('a write between two pages does not lose or repeat a product', async ({ assert }) => {
    const dry = await createProduct({ name: 'Dry Vermouth' })
    for (const name of ['Aperol', 'Bitters', 'Cointreau']) await createProduct({ name })
    let writes = 0

    /* After the first page, Dry Vermouth is renamed to sort before the read's position. */
    const answer = await readConsistently((client) =>
      readPages(client, 2, async () => {
        if (writes > 0) return
        writes += 1
        await db.from('products').where('id', dry).update({ name: 'Absinthe' })
      })
    )

    assert.equal(writes, 1)
    assert.lengthOf(answer, 4)
    assert.includeMembers(
      answer.map((product) => product.id),
      [dry]
    )
  })

  test('writes faster than the read still give one state of the database', async ({ assert }) => {
    const moving = await createProduct({ name: 'Dry Vermouth' })
    for (const name of ['Aperol', 'Bitters', 'Cointreau']) await createProduct({ name })
    const names = ['Absinthe', 'Zubrowka', 'Amaretto', 'Yukon Jack']
    let writes = 0

    /* On SQLite a transaction holds the one connection: writing from outside it would wait forever. */
    const answer = await readConsistently((client) =>
      readPages(client, 2, async () => {
        if (client.isTransaction) return
        await db
          .from('products')
          .where('id', moving)
          .update({ name: names[writes++ % names.length] })
      })
    )

    if (db.connection().dialect.name === 'better-sqlite3') assert.isAbove(writes, 1)
    assert.deepEqual(answer, await listedNow())
  })
})

test.group('GET /api/products/categories', (group) => {
  group.each.setup(emptyDatabase)

  test('the distinct categories of active products, alphabetically', async ({ client }) => {
    const staff = await createTestUser()
    await seedBar()

    const response = await client.get('/api/products/categories').loginAs(staff)

    response.assertStatus(200)
    response.assertBody(['Gin', 'Liqueur', 'Tequila', 'Vodka'])
  })

  test('signed out is 401', async ({ client }) => {
    const response = await client.get('/api/products/categories')
    response.assertStatus(401)
  })
})
