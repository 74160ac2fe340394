import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { uploadTmpDirectory } from '#app/http/uploads'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { multipartBody, RawSession } from '#tests/helpers/raw_http'
import { stockOf } from '#modules/inventory/tests/helpers'
import { readWorkbook } from '#modules/inventory/tests/spreadsheet_helpers'
import { createProduct } from '#modules/inventory/tests/factories'

/* One regression test per finding of issue 9 (security and robustness). */

async function signedIn(role: 'staff' | 'manager' | 'admin') {
  const user = await createTestUser({ role })
  return new RawSession().signIn(user.username, TEST_PASSWORD)
}

async function assertServing(assert: Assert) {
  const health = await new RawSession().send({ method: 'GET', path: '/api/health' })
  assert.equal(health.status, 200, 'the server still answers /api/health')
}

async function assertNoUploadsLeft(assert: Assert, after: string) {
  const left = await readdir(uploadTmpDirectory(), { recursive: true }).catch(() => [])
  assert.deepEqual(left, [], `upload files left behind after ${after}`)
}

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

function csvUpload(name: string, content = 'Name,Category\nGin,Gin\n') {
  return multipartBody([{ name, filename: 'products.csv', content }])
}

test.group('Security 1: a multipart part named after a prototype member', (group) => {
  group.each.setup(emptyDatabase)

  test('is a clean 4xx signed out and signed in, and the server keeps serving', async ({
    assert,
  }) => {
    const manager = await signedIn('manager')
    for (const name of PROTOTYPE_NAMES) {
      const upload = csvUpload(name)
      const signedOut = await new RawSession().send({
        method: 'POST',
        path: '/api/products/import',
        ...upload,
      })
      assert.equal(signedOut.status, 403, `${name} without a session or CSRF token`)

      const refused = await manager.send({
        method: 'POST',
        path: '/api/products/import',
        ...csvUpload(name),
      })
      assert.equal(refused.status, 400, `${name} as a manager`)
      assert.deepEqual(JSON.parse(refused.text), { message: 'Invalid multipart field name' })
      await assertServing(assert)
    }

    const imported = await manager.send({
      method: 'POST',
      path: '/api/products/import',
      ...csvUpload('file'),
    })
    assert.equal(imported.status, 200)
    assert.include(JSON.parse(imported.text), { created: 1 })
  })
})

test.group('Security 2: uploads never stay on disk', (group) => {
  group.each.setup(emptyDatabase)

  test('nor are they read before sign-in, CSRF and the role check pass', async ({ assert }) => {
    const anonymous = new RawSession()
    const staff = await signedIn('staff')
    const manager = await signedIn('manager')
    await anonymous.send({ method: 'GET', path: '/api/auth/me' })

    const cases = [
      { label: 'no session, no CSRF token (403)', session: new RawSession(), status: 403 },
      { label: 'CSRF token but no sign-in (401)', session: anonymous, status: 401 },
      { label: 'staff on a manager route (403)', session: staff, status: 403 },
      { label: 'an unreadable file (422)', session: manager, status: 422, content: 'x,y\n1,2\n' },
      { label: 'a successful import (200)', session: manager, status: 200 },
    ]
    for (const { label, session, status, content } of cases) {
      const answer = await session.send({
        method: 'POST',
        path: '/api/products/import',
        ...csvUpload('file', content),
      })
      assert.equal(answer.status, status, label)
      await assertNoUploadsLeft(assert, label)
    }

    /* Over the 20 MB request cap: refused while streaming, nothing kept. */
    const tooLarge = await manager.send({
      method: 'POST',
      path: '/api/products/import',
      ...multipartBody([
        { name: 'file', filename: 'big.csv', content: new Uint8Array(21 * 1024 * 1024).fill(65) },
      ]),
    })
    assert.equal(tooLarge.status, 413)
    await assertNoUploadsLeft(assert, 'a 413')
    await assertServing(assert)
  }).timeout(60_000)

  test('a multipart body sent to a route that takes no upload is never read', async ({
    assert,
  }) => {
    const manager = await signedIn('manager')
    const answer = await manager.send({
      method: 'POST',
      path: '/api/vendors',
      ...multipartBody([
        { name: 'name', content: 'Multipart Vendor' },
        { name: 'file', filename: 'a.csv', content: 'a,b\n' },
      ]),
    })
    assert.equal(answer.status, 422)
    assert.equal(JSON.parse(answer.text).errors[0].field, 'name')
    await assertNoUploadsLeft(assert, 'a multipart body to a JSON route')
  })
})

test.group('Security 3: mutations validate the body alone', (group) => {
  group.each.setup(emptyDatabase)

  test('staff counting stock cannot smuggle prices in the query string', async ({ assert }) => {
    const productId = await createProduct({
      name: 'House Vodka',
      unitCost: 20,
      reorderLevel: 10,
      stock: 6,
    })
    const staff = await signedIn('staff')

    const answer = await staff.json(
      'PUT',
      `/api/products/${productId}?name=X&unitCost=0.01&reorderLevel=99`,
      { currentStock: 4 }
    )

    assert.equal(answer.status, 200)
    const row = await db.from('products').where('id', productId).firstOrFail()
    assert.equal(row.name, 'House Vodka')
    assert.equal(Number(row.unit_cost), 20)
    assert.equal(Number(row.reorder_level), 10)
    assert.equal(await stockOf(productId), 4)
  })

  test('a manager edit takes nothing from the query string either', async ({ assert }) => {
    const productId = await createProduct({ name: 'House Gin', unitCost: 18 })
    const manager = await signedIn('manager')

    const answer = await manager.json('PUT', `/api/products/${productId}?unitCost=0.01`, {
      name: 'House Gin No. 2',
    })

    assert.equal(answer.status, 200)
    assert.include(JSON.parse(answer.text), { name: 'House Gin No. 2', unitCost: '18.00' })
  })
})

test.group('Security 4: hostile JSON is a clean 4xx', (group) => {
  group.each.setup(emptyDatabase)

  test('objects with their own toString or valueOf in numeric fields', async ({ assert }) => {
    const manager = await signedIn('manager')
    for (const raw of ['{"toString":1}', '{"valueOf":1}', '[{"toString":1}]']) {
      const answer = await manager.send({
        method: 'POST',
        path: '/api/products',
        contentType: 'application/json',
        body: `{"name":"Rum","category":"Rum","unitCost":${raw}}`,
      })
      assert.equal(answer.status, 422, raw)
      assert.equal(JSON.parse(answer.text).errors[0].field.split('.')[0], 'unitCost')
    }
    assert.lengthOf(await db.from('products'), 0)
  })

  test('a lone surrogate anywhere, an Infinity, and a NUL', async ({ assert }) => {
    const manager = await signedIn('manager')
    const bodies = [
      '{"name":"Acme","contactEmail":"\\ud800"}',
      '{"name":"Acme\\udc00"}',
      '{"name":"Acme","contactPhone":1e999}',
      '{"\\ud800":"x","name":"Acme"}',
    ]
    for (const body of bodies) {
      const answer = await manager.send({
        method: 'POST',
        path: '/api/vendors',
        contentType: 'application/json',
        body,
      })
      assert.equal(answer.status, 422, body)
      assert.isString(JSON.parse(answer.text).message)
    }
    assert.lengthOf(await db.from('vendors'), 0)
  })

  test('deep nesting is a 400 with a plain message, before sign-in too', async ({ assert }) => {
    const anonymous = new RawSession()
    for (const levels of [33, 2_000, 5_000, 50_000]) {
      const answer = await anonymous.send({
        method: 'POST',
        path: '/api/auth/login',
        contentType: 'application/json',
        body: `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`,
      })
      assert.equal(answer.status, 400, `${levels} levels`)
      assert.deepEqual(JSON.parse(answer.text), {
        message: 'The request body is nested more than 32 levels deep',
      })
    }
    await assertServing(assert)
  })

  test('broken JSON is 400 and another media type 415', async ({ assert }) => {
    const anonymous = new RawSession()
    const broken = await anonymous.send({
      method: 'POST',
      path: '/api/auth/login',
      contentType: 'application/json',
      body: '{"username":',
    })
    assert.equal(broken.status, 400)
    assert.deepEqual(JSON.parse(broken.text), { message: 'Malformed JSON body' })

    const xml = await anonymous.send({
      method: 'POST',
      path: '/api/auth/login',
      contentType: 'application/xml',
      body: '<login/>',
    })
    assert.equal(xml.status, 415)
  })
})

test.group('Security 5: ids', (group) => {
  group.each.setup(emptyDatabase)

  test('only a positive integer or its plain decimal string is an id', async ({ assert }) => {
    const productId = await createProduct({ stock: 5 })
    const staff = await signedIn('staff')
    const adjust = (id: unknown) =>
      staff.json('POST', '/api/inventory-adjustments', {
        productId: id,
        adjustmentType: 'waste',
        quantityChange: -1,
        reason: 'Broken bottle',
      })

    for (const bad of [true, `  ${productId}  `, '0x1F', '1e0', 1.5, 0, -1, [productId], null]) {
      const answer = await adjust(bad)
      assert.equal(answer.status, 422, JSON.stringify(bad))
      assert.equal(JSON.parse(answer.text).errors[0].field, 'productId')
    }
    assert.equal(await stockOf(productId), 5)

    const asText = await adjust(String(productId))
    const asNumber = await adjust(productId)
    assert.equal(asText.status, 201)
    assert.equal(asNumber.status, 201)
    assert.equal(await stockOf(productId), 3)
  })
})

test.group('Security 6: control characters', (group) => {
  group.each.setup(emptyDatabase)

  test('are refused in one-line text; notes keep their line breaks', async ({ assert }) => {
    const manager = await signedIn('manager')
    for (const name of ['\u0000', 'Gin\u0007', 'Gin\tTonic', 'Two\nLines']) {
      const answer = await manager.json('POST', '/api/products', { name, category: 'Gin' })
      assert.equal(answer.status, 422, JSON.stringify(name))
      assert.equal(JSON.parse(answer.text).errors[0].field, 'name')
    }
    const vendor = await manager.json('POST', '/api/vendors', {
      name: 'Acme',
      address: '1 Main St\nSpringfield',
    })
    assert.equal(vendor.status, 201)
    assert.equal(JSON.parse(vendor.text).address, '1 Main St\nSpringfield')
  })

  test('what the API stores exports and imports back unchanged', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const session = await new RawSession().signIn(manager.username, TEST_PASSWORD)
    for (const name of ['Crème de Cassis', 'Mezcal 🌵 Joven', '=SUM(A1)']) {
      const created = await session.json('POST', '/api/products', { name, category: 'Liqueur' })
      assert.equal(created.status, 201)
    }

    const exported = await client.get('/api/products/export').loginAs(manager)
    exported.assertStatus(200)
    const file = exported.body() as Buffer
    const sheet = await readWorkbook(file)
    const rows = sheet.getSheetValues().filter(Boolean)
    assert.lengthOf(rows, 4)

    const imported = await client
      .post('/api/products/import')
      .file('file', file, { filename: 'inventory_export.xlsx' })
      .loginAs(manager)
      .withCsrfToken()
    imported.assertStatus(200)
    imported.assertBodyContains({ created: 0, updated: 0, unchanged: 3, errors: [] })
  })

  test('an imported cell with a control character is a row error, as in the API', async ({
    assert,
  }) => {
    const manager = await signedIn('manager')
    const answer = await manager.send({
      method: 'POST',
      path: '/api/products/import',
      ...csvUpload('file', 'Name,Category\n"Bad\u0007Name",Gin\nGood Name,Gin\n'),
    })
    assert.equal(answer.status, 200)
    const result = JSON.parse(answer.text)
    assert.equal(result.created, 1)
    assert.deepEqual(result.errors, [
      { row: 2, message: 'The Name field must be one line without control characters' },
    ])
  })
})

test.group('Security 7: security headers on every answer', (group) => {
  const publicPath = app.publicPath()
  let created = false

  group.setup(async () => {
    /* The static middleware serves the built client from here; the suite brings a stand-in. */
    created = !existsSync(publicPath)
    await mkdir(join(publicPath, 'assets'), { recursive: true })
    await writeFile(join(publicPath, 'index.html'), '<!doctype html><title>Barstock</title>')
    await writeFile(join(publicPath, 'assets', 'app-test.js'), 'console.log(1)')
    return async () => {
      if (created) await rm(publicPath, { recursive: true, force: true })
    }
  })

  test('/, /index.html, a client route, an asset and the API', async ({ assert }) => {
    const visitor = new RawSession()
    for (const path of ['/', '/index.html', '/dashboard', '/assets/app-test.js', '/api/health']) {
      const answer = await visitor.send({ method: 'GET', path })
      assert.equal(answer.status, 200, path)
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path)
      assert.equal(answer.headers.get('x-frame-options'), 'DENY', path)
      assert.include(
        answer.headers.get('content-security-policy') ?? '',
        "frame-ancestors 'none'",
        path
      )
    }
  })
})
