import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { Exception } from '@adonisjs/core/exceptions'
import { errors as httpErrors } from '@adonisjs/core/http'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { errors as limiterErrors, LimiterResponse } from '@adonisjs/limiter'
import { toErrorResponse } from '#app/exceptions/to_error_response'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'

const production = { exposeInternal: false }
const development = { exposeInternal: true }

/*
 * What better-sqlite3 really throws through Lucid, on a private in-memory
 * connection, so the mapping follows the driver rather than a guess.
 */
async function sqliteError(statement: string): Promise<unknown> {
  const name = 'error_probe'
  db.manager.add(name, {
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  })
  const sqlite = db.connection(name)
  try {
    for (const setup of [
      'pragma foreign_keys = on',
      'create table vendors (id integer primary key, name text unique)',
      'create table products (id integer primary key, vendor_id integer references vendors(id))',
      `insert into vendors values (1, 'Southern Glazer')`,
      'insert into products values (1, 1)',
      `insert into vendors values (3, 'Breakthru')`,
      'create table orders (id integer primary key, vendor_id integer references vendors(id) on delete restrict)',
      'insert into orders values (1, 3)',
    ]) {
      await sqlite.rawQuery(setup)
    }
    await sqlite.rawQuery(statement)
  } catch (error) {
    return error
  } finally {
    await db.manager.release(name)
  }
  throw new Error(`"${statement}" did not fail`)
}

/* The shape mysql2 throws (checked against MariaDB 10.11). */
function mysqlError(code: string, errno: number, sqlMessage: string) {
  return Object.assign(new Error(`insert into ... - ${sqlMessage}`), { code, errno, sqlMessage })
}

test.group('toErrorResponse: validation', () => {
  test('a validation failure is 422 with every field error', async ({ assert }) => {
    const validator = vine.create({
      username: vine.string().minLength(3),
      password: vine.string().minLength(8),
    })
    const error = await validator.validate({ username: 'al', password: 'short' }).catch((e) => e)

    const answer = toErrorResponse(error, production)

    assert.equal(answer.status, 422)
    assert.deepEqual(answer.body, {
      message: 'The username field must have at least 3 characters',
      errors: [
        {
          field: 'username',
          message: 'The username field must have at least 3 characters',
          rule: 'minLength',
        },
        {
          field: 'password',
          message: 'The password field must have at least 8 characters',
          rule: 'minLength',
        },
      ],
    })
  })
})

test.group('toErrorResponse: client errors', () => {
  test('an unknown route is 404 without the framework code in the message', ({ assert }) => {
    const answer = toErrorResponse(
      new httpErrors.E_ROUTE_NOT_FOUND(['GET', '/api/nope']),
      production
    )
    assert.deepEqual(answer, { status: 404, headers: {}, body: { message: 'Not found' } })
  })

  test('a missing row is 404', ({ assert }) => {
    const answer = toErrorResponse(new lucidErrors.E_ROW_NOT_FOUND(), production)
    assert.deepEqual(answer.body, { message: 'Not found' })
    assert.equal(answer.status, 404)
  })

  test('our own not-found keeps its message', ({ assert }) => {
    const answer = toErrorResponse(new NotFoundException('Purchase order not found'), production)
    assert.deepEqual(answer, {
      status: 404,
      headers: {},
      body: { message: 'Purchase order not found' },
    })
  })

  test('not signed in is 401', ({ assert }) => {
    const error = new authErrors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
      guardDriverName: 'session',
    })
    assert.deepEqual(toErrorResponse(error, production), {
      status: 401,
      headers: {},
      body: { message: 'Not signed in' },
    })
  })

  test('wrong credentials are 400 without saying which part was wrong', ({ assert }) => {
    const answer = toErrorResponse(new authErrors.E_INVALID_CREDENTIALS(), production)
    assert.equal(answer.status, 400)
    assert.deepEqual(answer.body, { message: 'Invalid username or password' })
  })

  test('not allowed is 403', ({ assert }) => {
    const answer = toErrorResponse(
      new ForbiddenException('This action needs the admin role'),
      production
    )
    assert.deepEqual(answer, {
      status: 403,
      headers: {},
      body: { message: 'This action needs the admin role' },
    })
  })

  test('a missing CSRF token is 403', ({ assert }) => {
    const answer = toErrorResponse(new shieldErrors.E_BAD_CSRF_TOKEN(), production)
    assert.deepEqual(answer, {
      status: 403,
      headers: {},
      body: { message: 'Invalid or missing CSRF token' },
    })
  })

  test('a state conflict is 409', ({ assert }) => {
    const answer = toErrorResponse(
      new ConflictException('Only a created order can be sent'),
      production
    )
    assert.deepEqual(answer, {
      status: 409,
      headers: {},
      body: { message: 'Only a created order can be sent' },
    })
  })

  test('rate limited is 429 with Retry-After in whole seconds', ({ assert }) => {
    const limited = new LimiterResponse({
      limit: 5,
      remaining: 0,
      consumed: 6,
      availableIn: 1199.2,
    })
    const answer = toErrorResponse(new limiterErrors.E_TOO_MANY_REQUESTS(limited), production)

    assert.equal(answer.status, 429)
    assert.deepEqual(answer.headers, { 'Retry-After': '1200' })
    assert.deepEqual(answer.body, { message: 'Too many requests, please try again later' })
  })

  test('Retry-After is never 0 while still limited', ({ assert }) => {
    const limited = new LimiterResponse({ limit: 5, remaining: 0, consumed: 6, availableIn: 0 })
    const answer = toErrorResponse(new limiterErrors.E_TOO_MANY_REQUESTS(limited), production)
    assert.deepEqual(answer.headers, { 'Retry-After': '1' })
  })

  test('a body that is not JSON is 400', ({ assert }) => {
    const parseError = Object.assign(new SyntaxError('Unexpected token } in JSON'), { status: 400 })
    assert.deepEqual(toErrorResponse(parseError, production), {
      status: 400,
      headers: {},
      body: { message: 'Malformed JSON body' },
    })
  })

  test('a JSON body that is neither object nor array is 400', ({ assert }) => {
    const strictError = new Exception('Invalid JSON, only supports object and array', {
      status: 422,
    })
    const answer = toErrorResponse(strictError, production)
    assert.equal(answer.status, 400)
    assert.deepEqual(answer.body, { message: 'Malformed JSON body' })
  })
})

test.group('toErrorResponse: database constraints', () => {
  test('a duplicate unique value is 409 on SQLite', async ({ assert }) => {
    const error = await sqliteError(`insert into vendors values (2, 'Southern Glazer')`)
    assert.deepEqual(toErrorResponse(error, production), {
      status: 409,
      headers: {},
      body: { message: 'A record with the same unique value already exists' },
    })
  })

  test('a duplicate primary key is 409 on SQLite', async ({ assert }) => {
    const error = await sqliteError(`insert into vendors values (1, 'RNDC')`)
    assert.equal(toErrorResponse(error, production).status, 409)
  })

  test('a duplicate key is 409 on MySQL', ({ assert }) => {
    const error = mysqlError(
      'ER_DUP_ENTRY',
      1062,
      "Duplicate entry 'bob' for key 'users_username_unique'"
    )
    const answer = toErrorResponse(error, production)
    assert.equal(answer.status, 409)
    assert.notInclude(answer.body.message, 'users_username_unique')
  })

  test('deleting a row that others still reference is 409 on SQLite', async ({ assert }) => {
    const error = await sqliteError('delete from vendors where id = 1')
    assert.deepEqual(toErrorResponse(error, production), {
      status: 409,
      headers: {},
      body: { message: 'The record is still referenced by other records' },
    })
  })

  test('an ON DELETE RESTRICT refusal is 409 on SQLite too', async ({ assert }) => {
    const error = await sqliteError('delete from vendors where id = 3')
    assert.equal((error as { code: string }).code, 'SQLITE_CONSTRAINT_TRIGGER')
    assert.equal(toErrorResponse(error, production).status, 409)
  })

  test('referencing a row that does not exist is 409 on SQLite', async ({ assert }) => {
    const error = await sqliteError('insert into products values (2, 99)')
    assert.equal(toErrorResponse(error, production).status, 409)
  })

  test('foreign key failures are 409 on MySQL', ({ assert }) => {
    const parentInUse = mysqlError(
      'ER_ROW_IS_REFERENCED_2',
      1451,
      'Cannot delete or update a parent row: a foreign key constraint fails'
    )
    const missingParent = mysqlError(
      'ER_NO_REFERENCED_ROW_2',
      1452,
      'Cannot add or update a child row: a foreign key constraint fails'
    )
    assert.equal(toErrorResponse(parentInUse, production).status, 409)
    assert.equal(toErrorResponse(missingParent, production).status, 409)
  })

  test('a deadlock or busy database is 503 with Retry-After', ({ assert }) => {
    for (const code of ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']) {
      const answer = toErrorResponse(Object.assign(new Error('busy'), { code }), production)
      assert.equal(answer.status, 503, code)
      assert.deepEqual(answer.headers, { 'Retry-After': '1' }, code)
    }
  })
})

test.group('toErrorResponse: server errors', () => {
  const leaky = () =>
    Object.assign(
      new Error(
        "select * from `products` where `id` = 1 - ER_NO_SUCH_TABLE: Table 'barstock.products' doesn't exist"
      ),
      { code: 'ER_NO_SUCH_TABLE', sql: 'select * from `products`' }
    )

  test('in production a 500 says nothing about SQL, stacks or paths', ({ assert }) => {
    const answer = toErrorResponse(leaky(), production)

    assert.equal(answer.status, 500)
    assert.deepEqual(answer.body, { message: 'Internal server error' })
    assert.notMatch(JSON.stringify(answer), /select|products|\.ts|at /)
  })

  test('during development the message helps the developer', ({ assert }) => {
    const answer = toErrorResponse(leaky(), development)
    assert.equal(answer.status, 500)
    assert.include(answer.body.message, 'ER_NO_SUCH_TABLE')
    assert.notProperty(answer.body, 'stack')
  })

  test('an error that asks for another 5xx keeps it, still without details', ({ assert }) => {
    const error = new Exception('Mail server at 10.0.0.5 refused the connection', { status: 502 })
    assert.deepEqual(toErrorResponse(error, production), {
      status: 502,
      headers: {},
      body: { message: 'Internal server error' },
    })
  })

  test('anything thrown that is not an error is a 500', ({ assert }) => {
    for (const thrown of [undefined, null, 'boom', 42]) {
      assert.deepEqual(toErrorResponse(thrown, production), {
        status: 500,
        headers: {},
        body: { message: 'Internal server error' },
      })
    }
  })

  test('a nonsense status is treated as a 500', ({ assert }) => {
    const error = Object.assign(new Error('odd'), { status: 200 })
    assert.equal(toErrorResponse(error, production).status, 500)
  })
})

test.group('toErrorResponse: busy database', () => {
  for (const code of [
    'SQLITE_BUSY',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_LOCKED_SHAREDCACHE',
    'ER_LOCK_DEADLOCK',
  ]) {
    test(`${code} asks the client to retry`, ({ assert }) => {
      const answer = toErrorResponse(
        Object.assign(new Error('database is locked'), { code }),
        production
      )
      assert.equal(answer.status, 503)
      assert.deepEqual(answer.headers, { 'Retry-After': '1' })
    })
  }
})
