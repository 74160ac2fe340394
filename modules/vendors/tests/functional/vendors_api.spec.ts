import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  activeVendorNames,
  VENDORS_TABLE,
  vendorContact,
  vendorExists,
  vendorNames,
} from '#modules/vendors/server/index'
import { as } from '#tests/helpers/as'
import { createVendor } from '#modules/vendors/tests/factories'

const VALID = {
  name: 'Copper Still Beverage Co.',
  contactEmail: 'orders@copperstillbev.com',
  contactPhone: '(615) 555-0142',
  address: '2200 Rosa L Parks Blvd, Nashville, TN 37228',
}

async function vendorRow(id: number) {
  return db.from(VENDORS_TABLE).where('id', id).first()
}

async function activitySummaries() {
  const rows = await db.from('activity_log').where('entity_type', 'vendor').orderBy('id')
  return rows.map((row) => `${row.action}: ${row.summary}`)
}

test.group('Vendors API: who may use it', (group) => {
  group.each.setup(emptyDatabase)

  test('signed out is 401 on every route', async ({ client }) => {
    const id = await createVendor('Harbor & Vine Distributors')
    const responses = [
      await client.get('/api/vendors'),
      await client.get(`/api/vendors/${id}`),
      await client.post('/api/vendors').json(VALID).withCsrfToken(),
      await client.put(`/api/vendors/${id}`).json(VALID).withCsrfToken(),
      await client.delete(`/api/vendors/${id}`).withCsrfToken(),
    ]
    for (const response of responses) {
      response.assertStatus(401)
      response.assertBody({ message: 'Not signed in' })
    }
  })

  test('staff may read but not create, update or delete', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff' })
    const id = await createVendor('Harbor & Vine Distributors')

    const list = await as(client, staff).get('/api/vendors')
    const detail = await as(client, staff).get(`/api/vendors/${id}`)
    list.assertStatus(200)
    detail.assertStatus(200)
    const refused = [
      await as(client, staff).post('/api/vendors').json(VALID),
      await as(client, staff).put(`/api/vendors/${id}`).json(VALID),
      await as(client, staff).delete(`/api/vendors/${id}`),
    ]
    for (const response of refused) {
      response.assertStatus(403)
      response.assertBody({ message: 'This action needs the manager role' })
    }
    const rows = await db.from(VENDORS_TABLE).select('name', 'archived_at')
    assert.deepEqual(rows, [{ name: 'Harbor & Vine Distributors', archived_at: null }])
  })

  test('an admin may do what a manager may', async ({ client }) => {
    const admin = await createTestUser({ role: 'admin' })
    const response = await as(client, admin).post('/api/vendors').json(VALID)
    response.assertStatus(201)
  })
})

test.group('GET /api/vendors', (group) => {
  group.each.setup(emptyDatabase)

  test('active vendors sorted by name, in the documented shape', async ({ client, assert }) => {
    const staff = await createTestUser({ role: 'staff' })
    await createVendor('Pacific Crest Wine & Spirits', {
      contact_email: 'orders@pacificcrest.test',
    })
    await createVendor('Copper Still Beverage Co.')
    await createVendor('Lone Mesa Spirits Supply', { archived_at: new Date() })

    const response = await as(client, staff).get('/api/vendors')

    response.assertStatus(200)
    const vendors = response.body() as Array<Record<string, unknown>>
    assert.deepEqual(
      vendors.map((vendor) => vendor.name),
      ['Copper Still Beverage Co.', 'Pacific Crest Wine & Spirits']
    )
    assert.deepEqual(vendors[1], {
      id: vendors[1].id,
      name: 'Pacific Crest Wine & Spirits',
      contactEmail: 'orders@pacificcrest.test',
      contactPhone: null,
      address: null,
    })
    assert.isNumber(vendors[1].id)
  })

  test('an empty list is an empty array', async ({ client }) => {
    const staff = await createTestUser({ role: 'staff' })
    const response = await as(client, staff).get('/api/vendors')
    response.assertStatus(200)
    response.assertBody([])
  })
})

test.group('GET /api/vendors/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('an active vendor, marked not archived', async ({ client }) => {
    const staff = await createTestUser({ role: 'staff' })
    const id = await createVendor('Copper Still Beverage Co.')

    const response = await as(client, staff).get(`/api/vendors/${id}`)

    response.assertStatus(200)
    response.assertBody({
      id,
      name: 'Copper Still Beverage Co.',
      contactEmail: null,
      contactPhone: null,
      address: null,
      archived: false,
    })
  })

  test('an archived vendor is still readable, for order history', async ({ client }) => {
    const staff = await createTestUser({ role: 'staff' })
    const id = await createVendor('Lone Mesa Spirits Supply', { archived_at: new Date() })

    const response = await as(client, staff).get(`/api/vendors/${id}`)

    response.assertStatus(200)
    response.assertBodyContains({ id, name: 'Lone Mesa Spirits Supply', archived: true })
  })

  test('a missing or malformed id is 404', async ({ client }) => {
    const staff = await createTestUser({ role: 'staff' })
    for (const path of ['/api/vendors/999999', '/api/vendors/abc', '/api/vendors/0']) {
      const response = await as(client, staff).get(path)
      response.assertStatus(404)
      response.assertBodyContains({
        message: path.endsWith('999999') ? 'Vendor not found' : 'Not found',
      })
    }
  })
})

test.group('POST /api/vendors', (group) => {
  group.each.setup(emptyDatabase)

  test('creates a vendor, trimming text, and records the activity', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })

    const response = await as(client, manager)
      .post('/api/vendors')
      .json({
        ...VALID,
        name: '  Copper Still Beverage Co.  ',
        contactEmail: ' orders@copperstillbev.com ',
      })

    response.assertStatus(201)
    const body = response.body() as { id: number }
    response.assertBody({ id: body.id, ...VALID })
    const row = await vendorRow(body.id)
    assert.equal(row.name, 'Copper Still Beverage Co.')
    assert.equal(row.contact_email, 'orders@copperstillbev.com')
    assert.isNull(row.archived_at)
    assert.deepEqual(await activitySummaries(), ['create: Added vendor Copper Still Beverage Co.'])
  })

  test('empty or missing optional fields become null; unknown keys are ignored', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })

    const response = await as(client, manager).post('/api/vendors').json({
      name: 'Great Lakes Brew & Mixer Supply',
      contactEmail: '',
      contactPhone: '   ',
      id: 77,
      archivedAt: '2020-01-01',
      isAdmin: true,
    })

    response.assertStatus(201)
    const body = response.body() as { id: number }
    assert.notEqual(body.id, 77)
    response.assertBody({
      id: body.id,
      name: 'Great Lakes Brew & Mixer Supply',
      contactEmail: null,
      contactPhone: null,
      address: null,
    })
    const row = await vendorRow(body.id)
    assert.isNull(row.archived_at)
  })

  test('422 naming the fields: {case}')
    .with([
      { case: 'name missing', payload: {}, fields: ['name'] },
      { case: 'name blank', payload: { name: '   ' }, fields: ['name'] },
      { case: 'name over 120', payload: { name: 'x'.repeat(121) }, fields: ['name'] },
      { case: 'name not text', payload: { name: 42 }, fields: ['name'] },
      {
        case: 'email invalid',
        payload: { name: 'Ok', contactEmail: 'not-an-email' },
        fields: ['contactEmail'],
      },
      {
        case: 'email over 254',
        payload: { name: 'Ok', contactEmail: `${'a'.repeat(250)}@x.com` },
        fields: ['contactEmail'],
      },
      {
        case: 'phone over 40',
        payload: { name: 'Ok', contactPhone: '1'.repeat(41) },
        fields: ['contactPhone'],
      },
      {
        case: 'address over 500',
        payload: { name: 'Ok', address: 'a'.repeat(501) },
        fields: ['address'],
      },
      {
        case: 'every field wrong at once',
        payload: { name: '', contactEmail: 'nope', contactPhone: ['x'], address: { street: 1 } },
        fields: ['name', 'contactEmail', 'contactPhone', 'address'],
      },
    ])
    .run(async ({ client, assert }, { payload, fields }) => {
      const manager = await createTestUser({ role: 'manager' })

      const response = await as(client, manager).post('/api/vendors').json(payload)

      response.assertStatus(422)
      const body = response.body() as {
        message: string
        errors: Array<{ field: string; message: string; rule: string }>
      }
      assert.isString(body.message)
      assert.sameMembers([...new Set(body.errors.map((error) => error.field))], fields)
      const count = await db.from(VENDORS_TABLE).count('* as total').first()
      assert.equal(Number(count.total), 0)
    })

  test('messages name the field the way the dialog does', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })

    const response = await as(client, manager)
      .post('/api/vendors')
      .json({ name: ' ', contactPhone: '1'.repeat(41), address: 7 })

    response.assertStatus(422)
    const { errors } = response.body() as { errors: Array<{ field: string; message: string }> }
    assert.deepEqual(Object.fromEntries(errors.map(({ field, message }) => [field, message])), {
      name: 'Name is required',
      contactPhone: 'Phone must be at most 40 characters',
      address: 'Address must be text',
    })
  })

  test('limits are inclusive: 120/254/40/500 characters are accepted', async ({ client }) => {
    const manager = await createTestUser({ role: 'manager' })
    const payload = {
      name: 'n'.repeat(120),
      contactEmail: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
      contactPhone: '5'.repeat(40),
      address: 'a'.repeat(500),
    }
    const response = await as(client, manager).post('/api/vendors').json(payload)
    response.assertStatus(201)
    response.assertBodyContains(payload)
  })
})

test.group('PUT /api/vendors/:id', (group) => {
  group.each.setup(emptyDatabase)

  test('replaces the fields and records the activity', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createVendor('Old Name', { contact_email: 'old@example.com' })

    const response = await as(client, manager)
      .put(`/api/vendors/${id}`)
      .json({ name: 'Harbor & Vine Distributors', contactPhone: '(617) 555-0187', address: '' })

    response.assertStatus(200)
    response.assertBody({
      id,
      name: 'Harbor & Vine Distributors',
      contactEmail: null,
      contactPhone: '(617) 555-0187',
      address: null,
    })
    const row = await vendorRow(id)
    assert.equal(row.name, 'Harbor & Vine Distributors')
    assert.isNull(row.contact_email)
    assert.deepEqual(await activitySummaries(), [
      'update: Updated vendor Harbor & Vine Distributors',
    ])
  })

  test('a missing or archived vendor is 404 and stays unchanged', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const archived = await createVendor('Lone Mesa Spirits Supply', { archived_at: new Date() })

    for (const id of [archived, archived + 1000]) {
      const response = await as(client, manager).put(`/api/vendors/${id}`).json(VALID)
      response.assertStatus(404)
      response.assertBody({ message: 'Vendor not found' })
    }
    const row = await vendorRow(archived)
    assert.equal(row.name, 'Lone Mesa Spirits Supply')
    assert.deepEqual(await activitySummaries(), [])
  })

  test('invalid payload is 422 naming the field', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createVendor('Copper Still Beverage Co.')

    const response = await as(client, manager)
      .put(`/api/vendors/${id}`)
      .json({ name: 'Copper Still', contactEmail: 'orders at copperstill' })

    response.assertStatus(422)
    response.assertBody({
      message: 'Enter a valid email address',
      errors: [{ field: 'contactEmail', rule: 'email', message: 'Enter a valid email address' }],
    })
    const row = await vendorRow(id)
    assert.equal(row.name, 'Copper Still Beverage Co.')
  })
})

/*
 * Purchasing and inventory own the tables that reference vendors; these
 * stand-ins have the same kinds of foreign key (RESTRICT for orders, SET NULL
 * for a product's preferred vendor) and are dropped after each test.
 */
const ORDERS_STANDIN = 'vendors_test_orders'
const PRODUCTS_STANDIN = 'vendors_test_products'

async function createReferencingTables() {
  const schema = db.connection().schema
  await schema.dropTableIfExists(ORDERS_STANDIN)
  await schema.dropTableIfExists(PRODUCTS_STANDIN)
  await schema.createTable(ORDERS_STANDIN, (table) => {
    table.increments('id')
    table
      .integer('vendor_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable(VENDORS_TABLE)
      .onDelete('RESTRICT')
  })
  await schema.createTable(PRODUCTS_STANDIN, (table) => {
    table.increments('id')
    table
      .integer('vendor_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable(VENDORS_TABLE)
      .onDelete('SET NULL')
  })
  return async () => {
    await schema.dropTableIfExists(ORDERS_STANDIN)
    await schema.dropTableIfExists(PRODUCTS_STANDIN)
  }
}

test.group('DELETE /api/vendors/:id', (group) => {
  group.each.setup(emptyDatabase)
  group.each.setup(createReferencingTables)

  test('a vendor nothing refers to is removed', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createVendor('Copper Still Beverage Co.')

    const response = await as(client, manager).delete(`/api/vendors/${id}`)

    response.assertStatus(204)
    assert.isNull(await vendorRow(id))
    assert.deepEqual(await activitySummaries(), [
      'delete: Deleted vendor Copper Still Beverage Co.',
    ])
  })

  test('a preferred vendor of products only is removed and the products let go of it', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createVendor('Copper Still Beverage Co.')
    await db.table(PRODUCTS_STANDIN).insert({ vendor_id: id })

    const response = await as(client, manager).delete(`/api/vendors/${id}`)

    response.assertStatus(204)
    assert.isNull(await vendorRow(id))
    assert.deepEqual(await db.from(PRODUCTS_STANDIN).select('vendor_id'), [{ vendor_id: null }])
  })

  test('a vendor with orders is archived instead: hidden from the list, readable by id', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const id = await createVendor('Lone Mesa Spirits Supply')
    const kept = await createVendor('Pacific Crest Wine & Spirits')
    await db.table(ORDERS_STANDIN).insert({ vendor_id: id })
    await db.table(PRODUCTS_STANDIN).insert({ vendor_id: id })

    const response = await as(client, manager).delete(`/api/vendors/${id}`)

    response.assertStatus(204)
    const row = await vendorRow(id)
    assert.isNotNull(row)
    assert.isNotNull(row.archived_at)
    /* The refused delete must not have half-applied the products' SET NULL. */
    assert.deepEqual(await db.from(PRODUCTS_STANDIN).select('vendor_id'), [{ vendor_id: id }])
    assert.deepEqual(await db.from(ORDERS_STANDIN).select('vendor_id'), [{ vendor_id: id }])

    const list = await as(client, manager).get('/api/vendors')
    assert.deepEqual(
      (list.body() as Array<{ id: number }>).map((vendor) => vendor.id),
      [kept]
    )
    const detail = await as(client, manager).get(`/api/vendors/${id}`)
    detail.assertStatus(200)
    detail.assertBodyContains({ id, name: 'Lone Mesa Spirits Supply', archived: true })
    assert.deepEqual(await activitySummaries(), [
      'archive: Archived vendor Lone Mesa Spirits Supply (kept for order history)',
    ])
  })

  test('deleting a missing or already archived vendor is 404', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const archived = await createVendor('Lone Mesa Spirits Supply', { archived_at: new Date() })

    for (const id of [archived, archived + 1000]) {
      const response = await as(client, manager).delete(`/api/vendors/${id}`)
      response.assertStatus(404)
      response.assertBody({ message: 'Vendor not found' })
    }
    assert.isNotNull(await vendorRow(archived))
  })
})

test.group('Vendors public API', (group) => {
  group.each.setup(emptyDatabase)

  test('vendorExists is true only for active vendors', async ({ assert }) => {
    const active = await createVendor('Copper Still Beverage Co.')
    const archived = await createVendor('Lone Mesa Spirits Supply', { archived_at: new Date() })

    assert.isTrue(await vendorExists(active))
    assert.isFalse(await vendorExists(archived))
    assert.isFalse(await vendorExists(active + archived + 1))
    await db.transaction(async (trx) => {
      assert.isTrue(await vendorExists(active, trx))
    })
  })

  test('vendorNames maps ids to names, archived vendors included', async ({ assert }) => {
    const active = await createVendor('Copper Still Beverage Co.')
    const archived = await createVendor('Lone Mesa Spirits Supply', { archived_at: new Date() })

    const names = await vendorNames([active, archived, active, 999999])

    assert.deepEqual(
      [...names.entries()].sort(([a], [b]) => a - b),
      [
        [active, 'Copper Still Beverage Co.'],
        [archived, 'Lone Mesa Spirits Supply'],
      ]
    )
    const none = await vendorNames([])
    assert.equal(none.size, 0)
  })

  test('activeVendorNames leaves archived and missing vendors out', async ({ assert }) => {
    const active = await createVendor('Copper Still Beverage Co.')
    const archived = await createVendor('Lone Mesa Spirits Supply', { archived_at: new Date() })

    const names = await activeVendorNames([active, archived, active, 999999])

    assert.deepEqual([...names.entries()], [[active, 'Copper Still Beverage Co.']])
    const none = await activeVendorNames([])
    assert.equal(none.size, 0)
  })
})

test.group('Vendors public API: vendorContact', (group) => {
  group.each.setup(emptyDatabase)

  test('name and contact email, archived vendors included; null when missing', async ({
    assert,
  }) => {
    const archived = await createVendor('Lone Mesa Spirits Supply', {
      contact_email: 'accounts@lonemesa.example',
      archived_at: new Date(),
    })
    const noEmail = await createVendor('Copper Still Beverage Co.')

    assert.deepEqual(await vendorContact(archived), {
      id: archived,
      name: 'Lone Mesa Spirits Supply',
      contactEmail: 'accounts@lonemesa.example',
    })
    assert.deepEqual(await vendorContact(noEmail), {
      id: noEmail,
      name: 'Copper Still Beverage Co.',
      contactEmail: null,
    })
    assert.isNull(await vendorContact(archived + noEmail + 1))
  })
})

test.group('Vendors sample data', (group) => {
  group.each.setup(emptyDatabase)

  test('loads a handful of complete distributors that the list shows', async ({
    client,
    assert,
  }) => {
    const staff = await createTestUser({ role: 'staff' })
    const { default: load } = await import('#modules/vendors/server/database/sample_data')
    await db.transaction((trx) => load(trx, { userId: staff.id }))

    const response = await as(client, staff).get('/api/vendors')

    const vendors = response.body() as Array<Record<string, string | null>>
    assert.isAtLeast(vendors.length, 5)
    for (const vendor of vendors) {
      assert.match(vendor.contactEmail!, /^[^@\s]+@[^@\s]+\.[a-z]+$/)
      assert.isString(vendor.contactPhone)
      assert.isString(vendor.address)
    }
  })
})
