/*
 * `npm run bench`: seeds realistic volumes into a fresh database, starts the
 * production build and measures it against floors taken in the same run —
 * the same SQL through the raw driver; that SQL answered as JSON, and as
 * brotli'd JSON, by a bare node:http server; a bare node:http health check.
 * Ratios, not absolute times, compare between runs and machines. Every
 * figure with a budget in bench/budgets.json gets PASS/FAIL in the summary
 * table at the end. Needs `npm run build`.
 *
 * Settings (environment):
 *   BENCH_PRODUCTS=10000   catalogue size (smaller while iterating: the CPU is shared)
 *   BENCH_SAMPLES=30       sequential samples per endpoint
 *   BENCH_DB=mysql         MySQL/MariaDB with the server's DB_HOST, DB_PORT, DB_USER,
 *                          DB_PASSWORD; BENCH_DB_DATABASE (default barstock_bench) is
 *                          created for the run and dropped after it
 *   BENCH_STORAGE=<dir>    storage folder (default: a temp folder, removed after)
 *   BENCH_SALES=1000000    sale lines seeded for the reports entry
 *   BENCH_ONLY=a,b         only these sections (health, products, load, endpoints,
 *                          bundles, client) and entries (import, receiving, reports,
 *                          sales); the floors always run. Budgets left out show as
 *                          "not measured".
 *   BENCH_COMPARE=<dir>,<dir>  client builds (`npx vite build --outDir <dir>`) compared
 *                          on the inventory screen, loads alternating in one browser
 *                          (bench/compare_builds.ts); with BENCH_ONLY=none, only that.
 *                          BENCH_COMPARE_ROUNDS=10, BENCH_COMPARE_DEVICE=desktop|phone
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>"  extra Node flags for the
 *                          server, e.g. to profile it (the profile is written as it stops)
 *
 * Adding an entry (import, receiving, sales, reports …): write a `BenchEntry`
 * (bench/entry.ts) in its own file and add it to `entries` below — `run` gets
 * the raw client and the signed-in `get`, `post`, `timed`, `timedWithFloor`
 * and `record` helpers — and give each figure it records a budget in bench/budgets.json
 * (`{ "max": 250, "unit": "ms" }` or `{ "min": …, … }`). Figures without a
 * budget are printed but not judged. An entry that fails is reported and the
 * run goes on; its figures show as "not measured".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Agent, createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib'
import * as XLSX from '@e965/xlsx'
import { seed, type RawClient } from './seed.js'
import { measureInventoryScreen } from './client.js'
import { compareBuilds } from './compare_builds.js'
import { healthSamplesDuring } from './health_probe.js'
import { stats, type Stats } from './stats.js'
import type { BenchEntry } from './entry.js'
import { importEntry } from './import_entry.js'
import { receivingEntry } from './receiving_entry.js'
import { salesEntry } from './sales_entry.js'
import { reportsEntry } from './reports_entry.js'

const root = new URL('../', import.meta.url).pathname
/* The server runs as in production, with the Node settings of docker/ecosystem.config.cjs (and any extra). */
const SERVER_NODE_ARGS: string[] = createRequire(import.meta.url)(
  '../docker/ecosystem.config.cjs'
).apps[0].node_args.concat(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const COUNTS = {
  vendors: 20,
  products: PRODUCTS,
  recipes: 300,
  purchaseOrders: Math.round(PRODUCTS / 5),
}
const MYSQL = process.env.BENCH_DB === 'mysql'
const DATABASE = process.env.BENCH_DB_DATABASE ?? 'barstock_bench'
const ONLY = process.env.BENCH_ONLY?.split(',').map((key) => key.trim())
const runs = (key: string) => !ONLY || ONLY.includes(key)

interface Budget {
  min?: number
  max?: number
  unit: string
}
/* Reports before sales: its seed builds the daily rollup from scratch, which ingestion then extends. */
const entries: BenchEntry[] = [importEntry, receivingEntry, reportsEntry, salesEntry]

const budgets: Record<string, Budget> = JSON.parse(
  readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')
)

if (!existsSync(join(root, 'build/bin/server.js'))) {
  console.error('Run `npm run build` first: the benchmark measures the production build.')
  process.exit(1)
}
if (!/^\w+$/.test(DATABASE)) throw new Error('BENCH_DB_DATABASE must be a plain name')

const mysqlSettings = () => ({
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
})

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function openRawClient(storagePath: string): Promise<RawClient> {
  if (MYSQL) {
    const mysql = await import('mysql2/promise')
    const connection = await mysql.createConnection({ ...mysqlSettings(), database: DATABASE })
    return {
      dialect: 'mysql',
      all: async (sql, params = []) => {
        const [rows] = await connection.query(sql, params)
        return rows as Record<string, unknown>[]
      },
      run: async (sql, params = []) => void (await connection.query(sql, params)),
      close: () => connection.end(),
    }
  }
  const { default: Database } = await import('better-sqlite3')
  const database = new Database(join(storagePath, 'barstock.sqlite'))
  database.pragma('journal_mode = WAL')
  return {
    dialect: 'sqlite',
    all: async (sql, params = []) =>
      database.prepare(sql).all(...params) as Record<string, unknown>[],
    run: async (sql, params = []) => void database.prepare(sql).run(...params),
    close: async () => {
      database.close()
    },
  }
}

/* Three unrecorded calls first: the first of a kind pays for caches and compilers. */
async function warmUp(fn: () => Promise<unknown>) {
  for (let warm = 0; warm < 3; warm++) await fn()
}

/* `count` calls back to back, each one's time added to `times`. */
async function sampleInto(times: number[], fn: () => Promise<unknown>, count: number) {
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    await fn()
    times.push(performance.now() - started)
  }
}

async function timed(fn: () => Promise<unknown>, samples = SAMPLES): Promise<Stats> {
  await warmUp(fn)
  const times: number[] = []
  await sampleInto(times, fn, samples)
  return stats(times)
}

/* Rounds a floor and the work it is a floor for take turns in (timedWithFloor). */
const PAIRED_ROUNDS = 6

/**
 * A floor and the work measured against it, sampled in turns over the same
 * stretch of time: six rounds, each a block of floor calls and a block of
 * work calls, the block that goes first alternating. Timed one after the
 * other, the floor's few milliseconds of samples could land in a moment the
 * rest of the machine was busy or idle and the work's did not (this VM moved
 * the receiving floor's p50 between 1.2 and 2.1 ms from run to run). Blocks
 * rather than single calls keep each side's caches as warm as when it runs
 * alone: a write on one connection empties the other's SQLite page cache.
 */
async function timedWithFloor(
  floor: () => Promise<unknown>,
  work: () => Promise<unknown>,
  samples = SAMPLES
): Promise<{ floor: Stats; work: Stats }> {
  await warmUp(floor)
  await warmUp(work)
  const sides = {
    floor: { fn: floor, times: [] as number[] },
    work: { fn: work, times: [] as number[] },
  }
  for (let round = 0; round < PAIRED_ROUNDS; round++) {
    const count =
      Math.floor((samples * (round + 1)) / PAIRED_ROUNDS) -
      Math.floor((samples * round) / PAIRED_ROUNDS)
    const order = round % 2 === 0 ? [sides.floor, sides.work] : [sides.work, sides.floor]
    for (const side of order) await sampleInto(side.times, side.fn, count)
  }
  return { floor: stats(sides.floor.times), work: stats(sides.work.times) }
}

/** `concurrency` clients, each sending `each` requests back to back. */
async function timedConcurrently(fn: () => Promise<unknown>, concurrency: number, each: number) {
  await fn()
  const times: number[] = []
  await Promise.all(Array.from({ length: concurrency }, () => sampleInto(times, fn, each)))
  return stats(times)
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

interface Answer {
  status: number
  bytes: number
  firstByteMs: number
  body: Buffer
  encoding: string | undefined
}

/**
 * A request over node:http (no decompression, so `bytes` is what crossed the
 * wire): a GET, or a POST of `payload`. Not fetch: undici's per-request cost on
 * the client (~1 ms here) would be counted as the server's.
 */
function fetchRaw(
  url: string,
  headers: Record<string, string> = {},
  payload?: string | Buffer
): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const options =
      payload === undefined
        ? { agent, headers }
        : {
            agent,
            method: 'POST',
            headers: { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) },
          }
    const request = httpRequest(url, options, (response) => {
      const firstByteMs = performance.now() - started
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          firstByteMs,
          body,
          encoding: response.headers['content-encoding'],
        })
      })
      response.on('error', reject)
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      /*
       * The server closed an idle keep-alive socket as it was reused: nothing
       * reached it, send again. A large POST meets it as EPIPE, mid-write.
       */
      if (request.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
        fetchRaw(url, headers, payload).then(resolve, reject)
      } else {
        reject(error)
      }
    })
    request.end(payload)
  })
}

/** Requests per second from `concurrency` keep-alive clients over `seconds`. */
async function throughput(url: string, concurrency = 16, seconds = 3) {
  let done = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fetchRaw(url)
        done++
      }
    })
  )
  return done / seconds
}

interface Figure {
  name: string
  value: number
  unit: string
}
const figures: Figure[] = []

function record(name: string, value: number, unit = budgets[name]?.unit ?? '') {
  figures.push({ name, value, unit })
  console.log(`  ${name.padEnd(34)}${value.toFixed(2).padStart(12)} ${unit}`)
}

/** Gzip'd size of a built chunk and of every chunk it imports statically. */
function chunkClosure(assets: string, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen
  seen.add(start)
  const code = readFileSync(join(assets, start), 'utf8')
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    chunkClosure(assets, match[1], seen)
  }
  return seen
}

function gzipKb(assets: string, files: Iterable<string>) {
  let bytes = 0
  for (const file of files) bytes += gzipSync(readFileSync(join(assets, file))).length
  return bytes / 1024
}

/**
 * JS budgets (DESIGN §10) from the Vite build: what the browser downloads,
 * gzip'd. A route adds its page chunk (`*_page-*.js`) and every chunk that
 * imports statically, less the first load; each route is printed, the
 * inventory screen and the largest route are judged.
 */
function measureBundles() {
  const publicDir = join(root, 'build/public')
  const assets = join(publicDir, 'assets')
  if (!existsSync(assets)) return console.log('  (no client build: JS budgets skipped)')
  const html = readFileSync(join(publicDir, 'index.html'), 'utf8')
  const entry = /src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1]
  const files = readdirSync(assets)
  const named = (prefix: string) =>
    files.find((file) => file.startsWith(prefix) && file.endsWith('.js'))
  const shell = named('signed_in_app-')
  if (!entry || !shell) return console.log('  (entry or signed-in shell chunk not found)')
  const firstLoad = chunkClosure(assets, entry)
  chunkClosure(assets, shell, firstLoad)
  record('js.firstLoad', gzipKb(assets, firstLoad))
  const routes = files
    .map((file) => /^(\w+_page)-[\w-]+\.js$/.exec(file))
    .filter((match) => match !== null)
    .map(([file, page]) => {
      const added = [...chunkClosure(assets, file)].filter((chunk) => !firstLoad.has(chunk))
      return { page, kb: gzipKb(assets, added) }
    })
    .sort((a, b) => b.kb - a.kb)
  for (const route of routes) record(`js.route.${route.page}`, route.kb, 'KB gzip')
  const inventory = routes.find((route) => route.page === 'inventory_page')
  if (inventory) record('js.route.inventory', inventory.kb)
  if (routes.length) {
    console.log(`  (largest route: ${routes[0].page})`)
    record('js.route.max', routes[0].kb)
  }
}

async function main() {
  const storagePath = process.env.BENCH_STORAGE ?? mkdtempSync(join(tmpdir(), 'barstock-bench-'))
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    STORAGE_PATH: storagePath,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  }
  const dropDatabase = async () => {
    if (!MYSQL) return
    const { default: mysql } = await import('mysql2/promise')
    const admin = await mysql.createConnection(mysqlSettings())
    await admin.query(`drop database if exists \`${DATABASE}\``)
    await admin.end()
  }
  if (MYSQL) {
    await dropDatabase()
    const { default: mysql } = await import('mysql2/promise')
    const admin = await mysql.createConnection(mysqlSettings())
    await admin.query(`create database \`${DATABASE}\``)
    await admin.end()
    Object.assign(env, { DB_CONNECTION: 'mysql', DB_DATABASE: DATABASE })
  } else {
    env.DB_CONNECTION = 'sqlite'
  }

  const ace = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['build/ace.js', ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    })
    if (result.status !== 0)
      throw new Error(`ace ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
  }
  const raw = await openRawClient(storagePath)
  let server: ChildProcess | undefined
  const bare = createHttpServer()
  try {
    ace('migration:run', '--force')
    const password = 'bench-password-1'
    ace('users:create', '--username', 'bench', '--password', password, '--role', 'admin')

    const tableRows =
      raw.dialect === 'mysql'
        ? await raw.all('show tables')
        : await raw.all(`select name from sqlite_master where type = 'table'`)
    const tables = new Set(tableRows.map((row) => String(Object.values(row)[0])))
    console.log(`Seeding ${raw.dialect}: ${JSON.stringify(COUNTS)}`)
    await seed(raw, COUNTS, tables)
    server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'build/bin/server.js'], {
      cwd: root,
      env,
      stdio: 'inherit',
    })

    const base = `http://127.0.0.1:${port}`
    for (let attempt = 0; attempt < 150; attempt++) {
      const healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false
      )
      if (healthy) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }

    const productsSql = `select p.id, p.name, p.category, p.size, p.size_in_oz, p.case_size, p.current_stock,
      p.reorder_level, p.par_level, p.unit_cost, p.case_cost, p.barcode, p.vendor_id, p.last_updated,
      v.name as vendor_name
    from products p left join vendors v on v.id = p.vendor_id
    where p.archived_at is null order by p.name, p.id`

    /* Floors: the same rows as plain JSON, as brotli'd JSON, and a health answer. */
    bare.on('request', async (request, response) => {
      if (request.url === '/health') {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        return response.end('{"status":"ok"}')
      }
      const json = JSON.stringify(await raw.all(productsSql))
      if (request.url === '/br') {
        const body = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' })
        return response.end(body)
      }
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(json)
    })
    const barePort = await freePort()
    await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve))
    const bareUrl = `http://127.0.0.1:${barePort}`

    console.log(`\nFloors (${PRODUCTS} products)`)
    const sqlFloor = await timed(() => raw.all(productsSql))
    const jsonFloor = await timed(() => fetchRaw(`${bareUrl}/json`))
    const brFloor = await timed(() => fetchRaw(`${bareUrl}/br`, { 'Accept-Encoding': 'br' }))
    record('floor.sql.p50', sqlFloor.p50, 'ms')
    record('floor.sqlJson.p50', jsonFloor.p50, 'ms')
    record('floor.sqlJsonBr.p50', brFloor.p50, 'ms')

    if (runs('health')) {
      console.log('\nHealth (16 keep-alive clients; best of two rounds each, alternating)')
      const bareRates: number[] = []
      const appRates: number[] = []
      for (let round = 0; round < 2; round++) {
        bareRates.push(await throughput(`${bareUrl}/health`))
        appRates.push(await throughput(`${base}/api/health`))
      }
      record('health.bare.rps', Math.max(...bareRates), 'req/s')
      record('health.app.rps', Math.max(...appRates), 'req/s')
      record('health.throughput', Math.max(...appRates) / Math.max(...bareRates))
      /* Everything so far was anonymous: not one session row may exist. */
      const [{ count: anonymousRows }] = await raw.all('select count(*) as count from sessions')
      record('sessions.anonymousRows', Number(anonymousRows))
    }
    const cookies = new Map<string, string>()
    const remember = (response: Response) => {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';')
        const [name, ...value] = pair.split('=')
        cookies.set(name, value.join('='))
      }
    }
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const xsrf = () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '')
    remember(await fetch(`${base}/api/auth/me`))
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Cookie': cookieHeader(),
        'X-XSRF-TOKEN': xsrf(),
      },
      body: JSON.stringify({ username: 'bench', password }),
    })
    if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`)
    remember(login)

    const get = async (path: string, encoding = 'br') => {
      const answer = await fetchRaw(`${base}${path}`, {
        'Cookie': cookieHeader(),
        'Accept-Encoding': encoding,
      })
      if (answer.status !== 200) throw new Error(`${path} → ${answer.status}`)
      return answer
    }

    /* JSON, or a FormData encoded as fetch would send it; over node:http like `get`. */
    const post = async (path: string, body: unknown) => {
      let payload: string | Buffer = JSON.stringify(body)
      let contentType = 'application/json'
      if (body instanceof FormData) {
        const encoded = new Request(base, { method: 'POST', body })
        payload = Buffer.from(await encoded.arrayBuffer())
        contentType = encoded.headers.get('content-type')!
      }
      const answer = await fetchRaw(
        `${base}${path}`,
        {
          'Accept': 'application/json',
          'Accept-Encoding': 'br',
          'Content-Type': contentType,
          'Cookie': cookieHeader(),
          'X-XSRF-TOKEN': xsrf(),
        },
        payload
      )
      const text = (
        answer.encoding === 'br' ? brotliDecompressSync(answer.body) : answer.body
      ).toString('utf8')
      if (answer.status < 200 || answer.status > 299) {
        throw new Error(`${path} → ${answer.status}: ${text}`)
      }
      return JSON.parse(text) as unknown
    }

    /* Asks for `paths` after each of ten writes that change nothing but the database's version. */
    const askAfterTenWrites = async (paths: readonly string[]) => {
      const [{ id }] = await raw.all('select min(id) as id from products')
      for (let write = 0; write < 10; write++) {
        await raw.run('update products set current_stock = current_stock where id = ?', [id])
        for (const path of paths) await get(path)
      }
    }

    if (runs('products')) {
      console.log('\nProducts')
      const full = await timed(() => get('/api/products'))
      record('products.full.p50ms', full.p50, 'ms')
      record('products.full.p50', full.p50 / brFloor.p50)
      const plain = await timed(() => get('/api/products', 'identity'))
      record('products.full.identity.p50', plain.p50 / jsonFloor.p50, '× SQL+JSON floor')
      const wire = await get('/api/products')
      record('products.full.brKB', wire.bytes / 1024, 'KB')
      const atFour = await timedConcurrently(
        () => get('/api/products'),
        4,
        Math.max(5, SAMPLES / 2)
      )
      record('products.full.p99.c4', atFour.p99)
      /* The list rebuilt after each of ten writes: /api/health meanwhile. */
      record(
        'health.p99.listRebuild',
        stats(await healthSamplesDuring(base, askAfterTenWrites(['/api/products']))).p99
      )
      const page = await timed(() =>
        get('/api/products?page=3&pageSize=50&sort=unitCost&order=desc')
      )
      record('products.page.p99', page.p99)
      const search = await timed(() => get('/api/products?search=gin&limit=50'))
      record('products.search.p99', search.p99)
    }
    if (runs('load')) {
      console.log('\nExport and health under load')
      const exported = await get('/api/products/export', 'identity')
      record('export.firstByte', exported.firstByteMs)
      const whole = await timed(() => get('/api/products/export'), 3)
      record('export.total', whole.p50, 'ms')
      /*
       * The sheet's first 10k rows as a legacy .xls, whose parser is one
       * synchronous call (a worker thread's): ~3 MB, where the whole of a
       * 100k catalogue would pass both the format's 65,536 rows and the 10 MB cap.
       */
      const sheet = XLSX.read(exported.body, { type: 'buffer' })
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]], {
        header: 1,
      })
      const legacy = XLSX.utils.book_new()
      XLSX.utils.book_append_sheet(
        legacy,
        XLSX.utils.aoa_to_sheet(rows.slice(0, 10_001)),
        'Inventory'
      )
      const xls = XLSX.write(legacy, { type: 'buffer', bookType: 'biff8' }) as Buffer
      console.log(
        `  (.xlsx ${(exported.body.length / 1e6).toFixed(1)} MB, .xls ${(xls.length / 1e6).toFixed(1)} MB)`
      )
      const upload = (file: Buffer, name: string) => {
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(file)]), name)
        return post('/api/products/import', form)
      }
      /* /api/health every 20 ms while `work` runs: its p99. */
      const healthDuring = async (work: Promise<unknown>) =>
        stats(await healthSamplesDuring(base, work)).p99
      const underLoad = await healthDuring(
        Promise.all([
          get('/api/products/export'),
          get('/api/products/export'),
          upload(exported.body, 'bench.xlsx'),
        ])
      )
      record('health.p99.underLoad', underLoad)
      record('health.p99.xlsImport', await healthDuring(upload(xls, 'bench.xls')))
    }
    if (runs('endpoints')) {
      console.log('\nEndpoints (br)')
      console.log(
        `${'  endpoint'.padEnd(44)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'KB br'.padStart(9)}`
      )
      const endpoints = [
        '/api/products/categories',
        '/api/products?limit=5',
        '/api/inventory/summary',
        '/api/inventory-adjustments?limit=100',
        '/api/vendors',
        ...(tables.has('recipes')
          ? ['/api/recipes', '/api/recipes/usage', '/api/products/not-in-recipes']
          : []),
        ...(tables.has('purchase_orders')
          ? [
              '/api/purchase-orders',
              '/api/purchase-orders?page=1&pageSize=20',
              '/api/purchase-orders/suggestions',
            ]
          : []),
      ]
      for (const endpoint of endpoints) {
        try {
          const result = await timed(() => get(endpoint))
          const answer = await get(endpoint)
          const bytes = answer.bytes / 1024
          console.log(
            `  ${endpoint.padEnd(42)}${result.p50.toFixed(1).padStart(9)}${result.p95.toFixed(1).padStart(9)}` +
              `${result.p99.toFixed(1).padStart(9)}${bytes.toFixed(1).padStart(9)}`
          )
        } catch (error) {
          console.log(`  ${endpoint.padEnd(42)}  failed: ${(error as Error).message}`)
        }
      }
      if (tables.has('purchase_orders')) {
        /* The reorder list reads every product short of its par, for a second: /api/health meanwhile. */
        const suggestions = async () => {
          const started = performance.now()
          for (let ask = 0; ask < 5 || performance.now() - started < 1000; ask++) {
            await get('/api/purchase-orders/suggestions')
          }
        }
        record('health.p99.suggestions', stats(await healthSamplesDuring(base, suggestions())).p99)
      }
      /*
       * The dashboard's figures and the reports screen's catalogue figures,
       * kept until the next write: /api/health meanwhile. Each is asked once
       * first, which also loads the reports module's code (once per start).
       */
      for (const [key, paths] of [
        ['health.p99.dashboard', ['/api/dashboard/metrics']],
        [
          'health.p99.stockReports',
          ['/api/reports/inventory-by-category', '/api/reports/low-stock'],
        ],
      ] as const) {
        for (const path of paths) await get(path)
        record(key, stats(await healthSamplesDuring(base, askAfterTenWrites(paths))).p99)
      }
    }
    if (runs('bundles')) {
      console.log('\nClient bundles')
      measureBundles()
    }
    if (process.env.BENCH_COMPARE) {
      console.log('\nClient builds compared on the inventory screen (loads alternating)')
      await compareBuilds(
        base,
        cookies,
        join(root, 'build/public'),
        process.env.BENCH_COMPARE.split(',')
      )
    }
    if (runs('client')) {
      console.log('\nInventory screen in Chromium (cold cache)')
      await measureInventoryScreen(base, cookies, record)
    }
    const context = {
      base,
      raw,
      samples: SAMPLES,
      serverPid: server.pid,
      get,
      post,
      timed,
      timedWithFloor,
      record,
    }
    for (const entry of entries.filter((candidate) => runs(candidate.key))) {
      console.log(`\n${entry.name}`)
      const missing = entry.tables.filter((table) => !tables.has(table))
      if (missing.length) {
        console.log(`  (skipped: no ${missing.join(', ')} table)`)
        continue
      }
      try {
        await entry.run(context)
      } catch (error) {
        console.log(`  failed: ${(error as Error).message}`)
      }
    }
  } finally {
    bare.close()
    agent.destroy()
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      /* A graceful stop waits for open requests; one the run abandoned must not hang it. */
      const stubborn = setTimeout(() => server!.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(stubborn)
    }
    await raw.close()
    await dropDatabase()
    if (!process.env.BENCH_STORAGE) rmSync(storagePath, { recursive: true, force: true })
  }

  console.log(`\nSummary (${raw.dialect}, ${PRODUCTS} products)`)
  let failed = 0
  let unmeasured = 0
  for (const [name, budget] of Object.entries(budgets)) {
    const figure = figures.find((candidate) => candidate.name === name)
    const limit = budget.max !== undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`
    let verdict = 'not measured'
    if (!figure) {
      unmeasured++
    } else {
      const pass =
        (budget.max === undefined || figure.value <= budget.max) &&
        (budget.min === undefined || figure.value >= budget.min)
      verdict = pass ? 'PASS' : 'FAIL'
      if (!pass) failed++
    }
    console.log(
      `  ${verdict.padEnd(13)}${name.padEnd(26)}${(figure ? figure.value.toFixed(2) : '—').padStart(10)}  ${limit} ${budget.unit}`
    )
  }
  /* A figure that went missing (an entry that failed, a load without LCP) is said, never passed over. */
  const notMeasured = unmeasured ? ` ${unmeasured} not measured.` : ''
  console.log(
    failed
      ? `\n${failed} budget(s) missed.${notMeasured}`
      : `\nEvery measured budget met.${notMeasured}`
  )
}

await main()
