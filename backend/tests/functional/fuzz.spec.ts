import { readdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import router from '@adonisjs/core/services/router'
import { uploadRoutes } from '#start/modules'
import { uploadTmpDirectory } from '#app/http/uploads'
import { loadSampleData } from '#app/sample_data/load_sample_data'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser, TEST_PASSWORD } from '#tests/helpers/users'
import { multipartBody, RawSession, type RawAnswer, type RawRequest } from '#tests/helpers/raw_http'
import { assertLedgerInvariant } from '#modules/inventory/tests/helpers'

/*
 * Fuzzes every mutating /api route the registry holds when the suite runs,
 * so a module added later is covered without touching this file. Each
 * route gets the same bounded set of hostile bodies (about 70) as an
 * anonymous visitor, as staff and as an admin, with sample data loaded so
 * ids point at real rows. Every answer must be a clean 4xx/2xx JSON answer
 * that leaks no stack, SQL or path; afterwards the server still answers,
 * no upload is left on disk and stock still equals the ledger.
 */

/* The server commits its routes when it boots; committing now lets the tests be listed per route. */
router.commit()

interface FuzzRoute {
  method: string
  pattern: string
}

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE']

/*
 * Removing the demo bar deletes the rows every other route is fuzzed
 * against (and takes no input to abuse); its own tests cover it.
 */
const NOT_FUZZED = new Set(['DELETE /api/sample-data'])

const ROUTES: FuzzRoute[] = Object.values(router.toJSON())
  .flat()
  .flatMap((route) =>
    route.methods
      .filter((method) => MUTATING.includes(method))
      .map((method) => ({ method, pattern: route.pattern }))
  )
  .filter((route) => route.pattern.startsWith('/api/'))
  .filter((route) => !NOT_FUZZED.has(`${route.method} ${route.pattern}`))
  /* Deletions last, so they do not remove the rows the other routes are fuzzed against. */
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))

const READ_ROUTES: string[] = Object.values(router.toJSON())
  .flat()
  .filter((route) => route.methods.includes('GET') && route.pattern.startsWith('/api/'))
  .map((route) => route.pattern)

/*
 * Field names the payloads fill with the hostile value: the write fields of
 * today's modules and the ones DESIGN announces, plus the keys of the first
 * row the route's collection lists (so new modules' fields are hit too).
 */
const KNOWN_FIELDS = [
  'id',
  'name',
  'category',
  'size',
  'sizeInOz',
  'caseSize',
  'currentStock',
  'reorderLevel',
  'parLevel',
  'unitCost',
  'caseCost',
  'barcode',
  'vendorId',
  'productId',
  'recipeId',
  'purchaseOrderId',
  'purchaseOrderItemId',
  'areaId',
  'integrationId',
  'adjustmentType',
  'quantityChange',
  'countedStock',
  'reason',
  'contactEmail',
  'contactPhone',
  'address',
  'instructions',
  'costPerServing',
  'profitMargin',
  'menuPrice',
  'amount',
  'amountInOz',
  'isWholeBottle',
  'orderNumber',
  'status',
  'expectedDate',
  'notes',
  'quantity',
  'cases',
  'receivedQuantity',
  'receivedCases',
  'receivedBottles',
  'discrepancyNote',
  'photoIds',
  'clientId',
  'fullBottles',
  'partial',
  'grams',
  'counterNote',
  'preset',
  'username',
  'password',
  'role',
  'disabled',
  'startDate',
  'endDate',
  'limit',
  'search',
]
const LIST_FIELDS = ['items', 'ingredients', 'lines']

/* Hostile values as raw JSON text, so lone surrogates and 1e999 reach the server unchanged. */
const HOSTILE_VALUES: Array<[string, string]> = [
  ['object with own toString', '{"toString":1}'],
  ['object with own valueOf', '{"valueOf":1}'],
  ['object with toString and valueOf', '{"toString":1,"valueOf":1}'],
  ['__proto__ key', '{"__proto__":{"role":"admin"}}'],
  ['constructor key', '{"constructor":{"prototype":{"role":"admin"}}}'],
  ['hasOwnProperty key', '{"hasOwnProperty":1}'],
  ['array holding toString object', '[{"toString":1}]'],
  ['lone high surrogate', '"\\ud800"'],
  ['lone low surrogate inside text', '"ab\\udc00cd@example.com"'],
  ['NUL', '"\\u0000"'],
  ['control characters', '"a\\u0001\\u001b\\u007fb"'],
  ['line break', '"two\\nlines"'],
  ['long string', JSON.stringify('x'.repeat(8_000))],
  ['1e308', '1e308'],
  ['-1e308', '-1e308'],
  ['1e999 (Infinity)', '1e999'],
  ['-0', '-0'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['true', 'true'],
  ['false', 'false'],
  ['null', 'null'],
  ['empty array', '[]'],
  ['empty object', '{}'],
  ['empty string', '""'],
  ['space-padded id', '"  12  "'],
  ['hex id', '"0x1F"'],
  ['exponent id', '"1e3"'],
  ['"NaN"', '"NaN"'],
  ['"Infinity"', '"Infinity"'],
  ['nested 40 deep', `${'['.repeat(40)}${']'.repeat(40)}`],
]

function deep(levels: number) {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
}

const WHOLE_BODIES: Array<[string, string, string]> = [
  ['body nested 40 deep', 'application/json', deep(40)],
  ['body nested 2,000 deep', 'application/json', deep(2_000)],
  ['body nested 20,000 deep', 'application/json', deep(20_000)],
  ['broken JSON', 'application/json', '{"name":'],
  ['NaN literal', 'application/json', '{"unitCost":NaN}'],
  ['Infinity literal', 'application/json', '{"unitCost":Infinity}'],
  ['trailing comma', 'application/json', '[1,]'],
  ['single quotes', 'application/json', "{'name':'x'}"],
  ['bare string', 'application/json', '"text"'],
  ['bare number', 'application/json', '12'],
  ['top-level array', 'application/json', '[{"toString":1}]'],
  ['top-level __proto__', 'application/json', '{"__proto__":{"role":"admin"},"name":"x"}'],
  ['JSON as text/plain', 'text/plain', '{"name":"x"}'],
  ['XML', 'application/xml', '<product><name>x</name></product>'],
  ['JSON in UTF-16 charset', 'application/json; charset=utf-16', '{"name":"x"}'],
  [
    'hostile form fields',
    'application/x-www-form-urlencoded',
    'name=x&unitCost[toString]=1&__proto__[role]=admin&constructor[prototype][x]=1&a[b][c][d][e][f][g]=1',
  ],
]

const MULTIPART_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'a[b]',
  'file',
]

const SMUGGLED_QUERY =
  '?unitCost=0.01&caseCost=0.01&name=Smuggled&reorderLevel=99&currentStock=999&role=admin&disabled=true&status=received&quantityChange=5'

function jsonFromFields(fields: string[], raw: string) {
  const flat = fields.map((field) => `${JSON.stringify(field)}:${raw}`).join(',')
  const nested = LIST_FIELDS.map((field) => `${JSON.stringify(field)}:[{${flat}}]`).join(',')
  return `{${flat},${nested}}`
}

function payloads(method: string, path: string, fields: string[]): RawRequest[] {
  const requests: RawRequest[] = []
  for (const [, raw] of HOSTILE_VALUES) {
    requests.push({
      method,
      path,
      body: jsonFromFields(fields, raw),
      contentType: 'application/json',
    })
  }
  for (const [, contentType, body] of WHOLE_BODIES)
    requests.push({ method, path, body, contentType })
  for (const name of MULTIPART_NAMES) {
    const { body, contentType } = multipartBody([
      { name, filename: 'products.csv', content: 'not,a\nspreadsheet\n' },
      { name: 'preset', content: 'generic' },
    ])
    requests.push({ method, path, body, contentType })
  }
  const hostileFilename = multipartBody([
    { name: 'file', filename: '../../etc/passwd\u0000.csv', content: 'a,b\n' },
  ])
  requests.push({ method, path, ...hostileFilename })
  requests.push({
    method,
    path: `${path}${SMUGGLED_QUERY}`,
    body: '{}',
    contentType: 'application/json',
  })
  requests.push({
    method,
    path: `${path}?id=0x1F&productId=%20%2012`,
    body: '',
    contentType: undefined,
  })
  return requests
}

/* Path ids no route may read as a row: each `:param` in turn gets these. */
const HOSTILE_PATH_IDS = [
  '0x1F',
  '%20%2012%20',
  '1e3',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  'true',
]

function hostilePaths(pattern: string, concrete: string): string[] {
  const template = pattern.split('/')
  const real = concrete.split('/')
  const paths: string[] = []
  template.forEach((segment, index) => {
    if (!segment.startsWith(':')) return
    for (const id of HOSTILE_PATH_IDS) {
      paths.push(real.map((part, at) => (at === index ? id : part)).join('/'))
    }
  })
  return paths
}

/* Query strings every read route must survive: wrong kinds, nesting, prototype names, odd ids. */
const HOSTILE_QUERIES = [
  '?limit=0x1F&productId=%20%2012&vendorId=true&startDate=2024-13-45&endDate[toString]=1',
  '?limit[a][b][c]=1&search[]=a&search[]=b&status[__proto__]=x&constructor[prototype]=1',
  '?limit=1e999&productId=-0&search=%00%01%1F&page=-1&sort=name;drop%20table%20products',
]

/** What an answer may never show: stack frames, SQL, file paths, engine error codes. */
const LEAKS = [
  /\bat [\w$.<>]+ \(/,
  /node_modules|\/work\/|\/home\/|\/tmp\/|file:\/\//,
  /\.(?:ts|js):\d+/,
  /\b(?:select|insert into|update|delete from)\b[^\n]*(?:`|\\")/i,
  /SQLITE_|\bER_[A-Z_]{3,}|sqlMessage/,
  /Maximum call stack|TypeError|RangeError|ReferenceError|URIError|Cannot read properties|Cannot convert object/,
]

function assertClean(assert: Assert, label: string, answer: RawAnswer) {
  assert.isBelow(
    answer.status,
    500,
    `${label} answered ${answer.status}: ${answer.text.slice(0, 300)}`
  )
  for (const leak of LEAKS) {
    assert.notMatch(answer.text, leak, `${label} leaks internals: ${answer.text.slice(0, 300)}`)
  }
  if (answer.status >= 400) {
    const body = JSON.parse(answer.text) as { message?: unknown }
    assert.isString(body.message, `${label} answers JSON with a message`)
  }
}

/** Runs the requests a few at a time: quicker, and concurrency is part of the abuse. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run))
  }
}

test.group('Fuzz: every mutating route answers hostile input with a clean 4xx', (group) => {
  const sessions = new Map<string, RawSession>()
  const credentials = new Map<string, string>()
  const admin = new RawSession()
  const paramValues = new Map<string, string>()
  const fieldsByCollection = new Map<string, string[]>()

  group.setup(async () => {
    const cleanup = await emptyDatabase()
    const staffUser = await createTestUser({ role: 'staff' })
    const adminUser = await createTestUser({ role: 'admin' })
    await loadSampleData(adminUser.id)
    credentials.set('staff', staffUser.username)
    credentials.set('admin', adminUser.username)
    await admin.signIn(adminUser.username, TEST_PASSWORD)
    return cleanup
  })

  /* A session per role, signed in again when a fuzzed logout ended it. */
  async function sessionFor(role: string): Promise<RawSession> {
    const existing = sessions.get(role)
    if (role === 'anonymous') {
      if (!existing) sessions.set(role, new RawSession())
      return sessions.get(role)!
    }
    if (existing) {
      const me = await existing.send({ method: 'GET', path: '/api/auth/me' })
      if (me.status === 200 && JSON.parse(me.text).user) return existing
    }
    const fresh = await new RawSession().signIn(credentials.get(role)!, TEST_PASSWORD)
    sessions.set(role, fresh)
    return fresh
  }

  /* `/api/recipes/:id/ingredients/:ingredientId` → the first recipe's first ingredient, read as admin. */
  async function concretePath(pattern: string) {
    const segments = pattern.split('/')
    const done: string[] = []
    for (const segment of segments) {
      if (!segment.startsWith(':')) {
        done.push(segment)
        continue
      }
      const collection = done.join('/')
      if (!paramValues.has(collection)) {
        const answer = await admin.send({ method: 'GET', path: collection })
        let value = '1'
        if (answer.status === 200) {
          const rows = JSON.parse(answer.text) as unknown
          const first = Array.isArray(rows)
            ? (rows[0] as Record<string, unknown> | undefined)
            : undefined
          if (first && (typeof first.id === 'number' || typeof first.id === 'string')) {
            value = String(first.id)
            fieldsByCollection.set(collection, Object.keys(first))
          }
        }
        paramValues.set(collection, value)
      }
      done.push(paramValues.get(collection)!)
    }
    return done.join('/')
  }

  async function fieldsFor(path: string) {
    if (!fieldsByCollection.has(path)) {
      const answer = await admin.send({ method: 'GET', path })
      const rows = answer.status === 200 ? (JSON.parse(answer.text) as unknown) : null
      const first = Array.isArray(rows) ? rows[0] : null
      fieldsByCollection.set(path, first && typeof first === 'object' ? Object.keys(first) : [])
    }
    return [...new Set([...KNOWN_FIELDS, ...fieldsByCollection.get(path)!])]
  }

  for (const route of ROUTES) {
    test(`${route.method} ${route.pattern}`, async ({ assert }) => {
      const path = await concretePath(route.pattern)
      const fields = await fieldsFor(path.replace(/\/\d+$/, ''))
      const requests = [
        ...payloads(route.method, path, fields),
        ...hostilePaths(route.pattern, path).map((hostile) => ({
          method: route.method,
          path: hostile,
          body: '{}',
          contentType: 'application/json',
        })),
      ]
      for (const role of ['anonymous', 'staff', 'admin']) {
        const session = await sessionFor(role)
        await inBatches(requests, 6, async (request) => {
          const answer = await session.send(request)
          assertClean(
            assert,
            `${role} ${route.method} ${request.path} (${request.contentType})`,
            answer
          )
        })
      }
    }).timeout(120_000)
  }

  test('every read route survives hostile query strings and path ids', async ({ assert }) => {
    for (const pattern of READ_ROUTES) {
      const path = await concretePath(pattern)
      const paths = [
        ...HOSTILE_QUERIES.map((query) => `${path}${query}`),
        ...hostilePaths(pattern, path),
      ]
      for (const role of ['anonymous', 'staff', 'admin']) {
        const session = await sessionFor(role)
        await inBatches(paths, 6, async (hostile) => {
          const answer = await session.send({ method: 'GET', path: hostile })
          assertClean(assert, `${role} GET ${hostile}`, answer)
        })
      }
    }
  }).timeout(120_000)

  test('afterwards the server answers, no upload is left on disk and stock equals the ledger', async ({
    assert,
  }) => {
    assert.isAbove(ROUTES.length, 10, "the registry lists the modules' routes")
    assert.isTrue(
      uploadRoutes.every((pattern) => ROUTES.some((route) => route.pattern === pattern)),
      'every upload route was fuzzed'
    )
    const health = await admin.send({ method: 'GET', path: '/api/health' })
    assert.equal(health.status, 200)
    const left = await readdir(uploadTmpDirectory(), { recursive: true }).catch(() => [])
    assert.deepEqual(left, [], 'upload folders left behind')
    await assertLedgerInvariant(assert)
  })
})
