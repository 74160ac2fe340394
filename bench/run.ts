/*
 * `npm run bench`: seeds realistic volumes into a fresh database, starts the
 * production build, and measures the key endpoints against two floors taken
 * in the same run — the same SQL through the raw driver, and a bare
 * node:http server answering with those rows. Ratios, not absolute times,
 * are what to compare between runs and machines. Needs `npm run build`.
 *
 * BENCH_DB=mysql uses DB_HOST/DB_PORT/DB_USER/DB_PASSWORD and a database
 * named barstock_bench, which it drops and recreates.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { seed, type RawClient } from './seed.js'
import { prepareSentOrders, receiveBody, receiveFloor, RECEIVING_LINES } from './receiving.js'
import { last30Days, latencyUnderLoad, salesReportFloor, SALE_LINES, seedSales } from './reports.js'

const root = new URL('../', import.meta.url).pathname
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30)
const COUNTS = { vendors: 20, products: 10_000, recipes: 300, purchaseOrders: 2_000 }

if (!existsSync(join(root, 'build/bin/server.js'))) {
  console.error('Run `npm run build` first: the benchmark measures the production build.')
  process.exit(1)
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function openRawClient(storagePath: string): Promise<RawClient> {
  if (process.env.BENCH_DB === 'mysql') {
    const mysql = await import('mysql2/promise')
    const connection = await mysql.createConnection({
      host: process.env.DB_HOST ?? '127.0.0.1',
      port: Number(process.env.DB_PORT ?? 3306),
      user: process.env.DB_USER ?? 'root',
      password: process.env.DB_PASSWORD ?? '',
      database: 'barstock_bench',
    })
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

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
  }
}

async function time(fn: () => Promise<unknown>, samples = SAMPLES) {
  for (let warm = 0; warm < 3; warm++) await fn()
  const times: number[] = []
  for (let index = 0; index < samples; index++) {
    const started = performance.now()
    await fn()
    times.push(performance.now() - started)
  }
  return stats(times)
}

/**
 * Sales ingestion (issue 11, goal ≤ 2 s for 10k lines): 10 POST /api/pos-data
 * calls of 1,000 lines over the seeded recipes, each line depleting stock
 * and the daily rollup in its request's transaction. Floor: the raw driver
 * inserting the same 10k rows into pos_data alone (no depletion, no rollup).
 */
async function benchSalesIngest(
  raw: RawClient,
  post: (path: string, body: unknown) => Promise<unknown>
) {
  const recipes = await raw.all('select id from recipes order by id limit 60')
  if (recipes.length === 0) return
  const started = Date.UTC(2026, 0, 1, 18)
  const lines = Array.from({ length: 10_000 }, (_, index) => ({
    transactionId: `BENCH-${Math.floor(index / 3)}`,
    lineKey: String(index % 3),
    recipeId: Number(recipes[index % recipes.length].id),
    quantity: 1 + (index % 2),
    amount: (12 * (1 + (index % 2))).toFixed(2),
    saleDate: new Date(started + index * 45_000).toISOString(),
  }))

  const floorStarted = performance.now()
  const now = raw.dialect === 'mysql' ? new Date() : Date.now()
  if (raw.dialect === 'sqlite') await raw.run('begin')
  else await raw.run('start transaction')
  for (let offset = 0; offset < lines.length; offset += 200) {
    const batch = lines.slice(offset, offset + 200)
    await raw.run(
      `insert into pos_data (source, transaction_id, line_key, recipe_id, quantity, amount, sale_date, business_day, is_refund, created_at)
       values ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      batch.flatMap((line) => [
        'bench-floor',
        line.transactionId,
        line.lineKey,
        line.recipeId,
        line.quantity,
        line.amount,
        raw.dialect === 'mysql' ? new Date(line.saleDate) : Date.parse(line.saleDate),
        line.saleDate.slice(0, 10),
        0,
        now,
      ])
    )
  }
  await raw.run('commit')
  const floor = performance.now() - floorStarted

  const ingestStarted = performance.now()
  for (let offset = 0; offset < lines.length; offset += 1000) {
    await post('/api/pos-data', lines.slice(offset, offset + 1000))
  }
  const ingest = performance.now() - ingestStarted
  console.log(
    `${'POST /api/pos-data: 10,000 lines (10 × 1k)'.padEnd(42)}${ingest.toFixed(1).padStart(11)}${''.padStart(9)}${(ingest / floor).toFixed(2).padStart(9)}   (raw insert floor ${floor.toFixed(1)} ms)`
  )
}

async function main() {
  const storagePath = mkdtempSync(join(tmpdir(), 'barstock-bench-'))
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    STORAGE_PATH: storagePath,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  }
  if (process.env.BENCH_DB === 'mysql') {
    const { default: mysql } = await import('mysql2/promise')
    const admin = await mysql.createConnection({
      host: env.DB_HOST ?? '127.0.0.1',
      port: Number(env.DB_PORT ?? 3306),
      user: env.DB_USER ?? 'root',
      password: env.DB_PASSWORD ?? '',
    })
    await admin.query('drop database if exists barstock_bench')
    await admin.query('create database barstock_bench')
    await admin.end()
    Object.assign(env, { DB_CONNECTION: 'mysql', DB_DATABASE: 'barstock_bench' })
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
  ace('migration:run', '--force')
  const password = 'bench-password-1'
  ace('users:create', '--username', 'bench', '--password', password, '--role', 'admin')

  const raw = await openRawClient(storagePath)
  const tableRows =
    raw.dialect === 'mysql'
      ? await raw.all('show tables')
      : await raw.all(`select name from sqlite_master where type = 'table'`)
  const tables = new Set(tableRows.map((row) => String(Object.values(row)[0])))
  console.log(`Seeding ${raw.dialect}: ${JSON.stringify(COUNTS)}`)
  await seed(raw, COUNTS, tables)
  if (tables.has('pos_sales_daily')) {
    const started = performance.now()
    await seedSales(raw, COUNTS.recipes)
    console.log(
      `Seeded ${SALE_LINES} sale lines and their rollup in ${((performance.now() - started) / 1000).toFixed(0)} s`
    )
  }

  const server = spawn(process.execPath, ['build/bin/server.js'], {
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

  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const [name, ...value] = pair.split('=')
      cookies.set(name, value.join('='))
    }
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  remember(await fetch(`${base}/api/auth/me`))
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Cookie': cookieHeader(),
      'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ username: 'bench', password }),
  })
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`)
  remember(login)

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, {
      headers: { 'Cookie': cookieHeader(), 'Accept-Encoding': 'gzip' },
    })
    if (!response.ok) throw new Error(`${path} → ${response.status}`)
    return response.arrayBuffer()
  }

  const productsSql = `select p.id, p.name, p.category, p.size, p.size_in_oz, p.case_size, p.current_stock,
      p.reorder_level, p.par_level, p.unit_cost, p.case_cost, p.barcode, p.vendor_id, p.last_updated,
      v.name as vendor_name
    from products p left join vendors v on v.id = p.vendor_id
    where p.archived_at is null order by p.name, p.id`

  /* The floor for a list endpoint: raw rows, JSON, gzip, over plain node:http. */
  const bare = createHttpServer(async (_request, response) => {
    const rows = await raw.all(productsSql)
    const body = gzipSync(JSON.stringify(rows))
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
    response.end(body)
  })
  const barePort = await freePort()
  await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve))

  const rawFloor = await time(() => raw.all(productsSql))
  const httpFloor = await time(async () => {
    const response = await fetch(`http://127.0.0.1:${barePort}/`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    return response.arrayBuffer()
  })

  const endpoints = [
    '/api/health',
    '/api/products',
    '/api/products?limit=5',
    '/api/products?search=gin&limit=50',
    '/api/products?search=09999&limit=50',
    '/api/inventory/summary',
    '/api/inventory-adjustments?limit=100',
    '/api/vendors',
    '/api/products/export',
    ...(tables.has('recipes') ? ['/api/recipes', '/api/products/not-in-recipes'] : []),
    ...(tables.has('purchase_orders') ? ['/api/purchase-orders'] : []),
    ...(tables.has('pos_data') ? ['/api/pos-data?limit=100'] : []),
  ]

  console.log(
    `\nFloors (10,000-product list): raw query ${rawFloor.median.toFixed(1)} ms, bare node:http ${httpFloor.median.toFixed(1)} ms`
  )
  console.log(
    `${'endpoint'.padEnd(42)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'× raw'.padStart(9)}${'× http'.padStart(9)}`
  )
  for (const endpoint of endpoints) {
    try {
      const result = await time(() => get(endpoint), endpoint.includes('export') ? 5 : SAMPLES)
      console.log(
        `${endpoint.padEnd(42)}${result.median.toFixed(1).padStart(11)}${result.p95.toFixed(1).padStart(9)}` +
          `${(result.median / rawFloor.median).toFixed(2).padStart(9)}${(result.median / httpFloor.median).toFixed(2).padStart(9)}`
      )
    } catch (error) {
      console.log(`${endpoint.padEnd(42)}  failed: ${(error as Error).message}`)
    }
  }

  if (tables.has('pos_sales_daily')) {
    const range = last30Days()
    const query = `startDate=${range.start.toISOString()}&endDate=${range.end.toISOString()}`
    const floor = await time(() => salesReportFloor(raw, range))
    console.log(
      `\nReports over ${SALE_LINES} sale lines, last 30 days: group-first SQL floor ${floor.median.toFixed(1)} ms`
    )
    for (const path of [
      `/api/sales-report?${query}`,
      `/api/reports/sales-by-day?${query}`,
      `/api/reports/top-recipes?${query}`,
      `/api/reports/deductions?${query}`,
      '/api/reports/inventory-by-category',
      '/api/dashboard/metrics',
    ]) {
      const result = await time(() => get(path))
      console.log(
        `${path.split('?')[0].padEnd(42)}${result.median.toFixed(1).padStart(11)}${result.p95.toFixed(1).padStart(9)}` +
          `${(result.median / floor.median).toFixed(2).padStart(9)} × floor` +
          (path.startsWith('/api/sales-report') ? ' (goal p50 ≤ 150 ms and ≤ 1.25×)' : '')
      )
    }
    const health = await latencyUnderLoad(
      () => get('/api/health'),
      () => get(`/api/sales-report?${query}`),
      { samples: 200, workers: 2 }
    )
    console.log(
      `${'/api/health while 2 clients run reports'.padEnd(42)}${health.median.toFixed(1).padStart(11)}` +
        `${health.p99.toFixed(1).padStart(9)} p99 (goal ≤ 50 ms)`
    )
  }

  if (tables.has('receipts')) {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Cookie': cookieHeader(),
          'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
        },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${path} → ${response.status}: ${await response.text()}`)
      return response.arrayBuffer()
    }
    const runs = SAMPLES + 3
    const floorOrders = await prepareSentOrders(raw, runs, 'floor')
    const apiOrders = await prepareSentOrders(raw, runs, 'api')
    const floor = await time(() => receiveFloor(raw, floorOrders.shift()!))
    const endpoint = `POST /api/purchase-orders/:id/receive (${RECEIVING_LINES} lines)`
    try {
      const result = await time(() => {
        const order = apiOrders.shift()!
        return post(`/api/purchase-orders/${order.id}/receive`, receiveBody(order))
      })
      console.log(
        `\nReceiving: set-based raw floor ${floor.median.toFixed(1)} ms (p95 ${floor.p95.toFixed(1)})\n` +
          `${endpoint.padEnd(42)}${result.median.toFixed(1).padStart(11)}${result.p95.toFixed(1).padStart(9)}` +
          `${(result.median / floor.median).toFixed(2).padStart(9)} × floor (goal ≤ 4×, p95 ≤ 25 ms)`
      )
    } catch (error) {
      console.log(`${endpoint.padEnd(42)}  failed: ${(error as Error).message}`)
    }
  }

  if (tables.has('pos_data') && tables.has('recipes')) {
    await benchSalesIngest(raw, async (path, body) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Cookie': cookieHeader(),
          'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
        },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${path} → ${response.status}: ${await response.text()}`)
      return response.json()
    })
  }

  bare.close()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  await raw.close()
  rmSync(storagePath, { recursive: true, force: true })
}

await main()
