/*
 * The container's start path without Docker: runs docker/entrypoint.sh against the
 * production build (`npm run build` first) on SQLite, and on MySQL/MariaDB too when
 * DB_CONNECTION=mysql and its DB_* settings are in the environment (in a separate, fresh
 * database `<DB_DATABASE>_entrypoint`, dropped afterwards).
 *
 * Each database: first start → health 200, app key generated and persisted, migrations
 * applied (setup required), first admin created; SIGTERM → clean exit with the port
 * closed; a one-off command through the entrypoint (users:create); second start → same
 * key, the first start's session cookie is still valid (so the persisted key and data are
 * really used) and the one-off user can sign in; SIGTERM again. Plus the failure paths:
 * a database that never answers, and (on MySQL) wrong credentials.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = new URL('..', import.meta.url).pathname
const entrypoint = join(root, 'docker/entrypoint.sh')
const startTimeoutMs = 90_000
const stopTimeoutMs = 20_000

for (const file of ['build/bin/server.js', 'build/ace.js']) {
  if (!existsSync(join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` before this test.`)
    process.exit(1)
  }
}

/** Resolves to null after `ms` without keeping the process alive (for races against exits). */
const timeoutAfter = (ms) => sleep(ms, null, { ref: false })

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function portIsClosed(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.on('error', () => resolve(true))
  })
}

/** The caller's environment without app settings (APP_*, DB_*, SMTP_*, storage, pm2), plus the container's. */
function entrypointEnv(storagePath, port, db) {
  const env = { ...process.env }
  for (const name of Object.keys(env)) {
    if (/^(APP_KEY|APP_URL|DB_|SMTP_|STORAGE_PATH|PM2_|pm_)/.test(name)) delete env[name]
  }
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    STORAGE_PATH: storagePath,
    PM2_HOME: join(storagePath, '..', 'pm2'),
    ...db,
  }
}

/** Starts the entrypoint the way Docker does: as its own process (group), from anywhere. */
function startEntrypoint(env, args = []) {
  const child = spawn(entrypoint, args, {
    cwd: tmpdir(),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const run = { child, output: '', exit: null }
  child.stdout.on('data', (chunk) => (run.output += chunk))
  child.stderr.on('data', (chunk) => (run.output += chunk))
  run.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      run.exit = { code, signal }
      resolve(run.exit)
    })
  })
  return run
}

function killGroup(run) {
  if (run.exit) return
  try {
    process.kill(-run.child.pid, 'SIGKILL')
  } catch {}
}

async function waitForHealth(run, port) {
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    if (run.exit) throw new Error(`entrypoint exited early (${JSON.stringify(run.exit)})`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.status === 200) return response.json()
    } catch {}
    await sleep(250)
  }
  throw new Error(`GET /api/health did not answer 200 within ${startTimeoutMs / 1000}s`)
}

async function stop(run, port) {
  process.kill(run.child.pid, 'SIGTERM')
  const exit = await Promise.race([run.exited, timeoutAfter(stopTimeoutMs)])
  assert.ok(exit, `entrypoint did not exit within ${stopTimeoutMs / 1000}s of SIGTERM`)
  assert.deepEqual(exit, { code: 0, signal: null }, 'entrypoint should exit cleanly on SIGTERM')
  assert.ok(await portIsClosed(port), 'the server still listens after the entrypoint exited')
}

/** A tiny cookie jar: enough for the session and XSRF-TOKEN cookies. */
function cookieJar() {
  const cookies = new Map()
  return {
    store(response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';')
        const index = pair.indexOf('=')
        cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
      }
    },
    get: (name) => cookies.get(name),
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}

async function request(port, jar, method, path, body) {
  const headers = { accept: 'application/json', cookie: jar.header() }
  if (body) {
    headers['content-type'] = 'application/json'
    const xsrf = jar.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
  }
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  jar.store(response)
  const text = await response.text()
  let json
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: response.status, type: response.headers.get('content-type') ?? '', json, text }
}

function readKey(storagePath) {
  const keyFile = join(storagePath, 'app_key')
  assert.ok(existsSync(keyFile), 'app_key was not written to STORAGE_PATH')
  assert.equal(
    statSync(keyFile).mode & 0o777,
    0o600,
    'app_key should be readable by its owner only'
  )
  const key = readFileSync(keyFile, 'utf8')
  assert.match(key, /^[\w-]{43}$/, 'app_key should be 32 random bytes in base64url')
  return key
}

async function withRun(env, body, args) {
  const run = startEntrypoint(env, args)
  try {
    await body(run)
  } catch (error) {
    console.error(`--- entrypoint output ---\n${run.output}--- end of output ---`)
    throw error
  } finally {
    killGroup(run)
  }
}

async function startPath(label, db) {
  console.log(`\n=== entrypoint on ${label} ===`)
  const dir = mkdtempSync(join(tmpdir(), 'barstock-entrypoint-'))
  const storagePath = join(dir, 'storage')
  const jar = cookieJar()
  let key
  try {
    const port = await freePort()
    const env = entrypointEnv(storagePath, port, db)

    await withRun(env, async (run) => {
      const health = await waitForHealth(run, port)
      assert.equal(
        health.database?.connection,
        db.DB_CONNECTION,
        'health reports the wrong connection'
      )
      key = readKey(storagePath)
      console.log('ok - first start: healthy, app key generated in STORAGE_PATH')

      const me = await request(port, jar, 'GET', '/api/auth/me')
      assert.equal(me.status, 401, `GET /api/auth/me: ${me.status} ${me.text}`)
      assert.match(me.type, /application\/json/)
      assert.equal(me.json?.setupRequired, true, 'a fresh database should require setup')
      console.log('ok - migrations applied: /api/auth/me is 401 with setupRequired')

      const setup = await request(port, jar, 'POST', '/api/auth/setup', {
        username: 'owner',
        password: 'entrypoint-test-1',
      })
      assert.equal(setup.status, 201, `POST /api/auth/setup: ${setup.status} ${setup.text}`)

      await stop(run, port)
      console.log('ok - SIGTERM: clean exit, port closed')
    })

    // A one-off command (`docker compose run --rm app node build/ace.js …`) instead of the server.
    const staff = ['--username=barback', '--password=entrypoint-test-2', '--role=staff']
    await withRun(
      env,
      async (run) => {
        const exit = await Promise.race([run.exited, timeoutAfter(startTimeoutMs)])
        assert.deepEqual(exit, { code: 0, signal: null }, 'the one-off command should succeed')
        console.log('ok - with arguments: runs the command (users:create) instead of the server')
      },
      ['node', 'build/ace.js', 'users:create', ...staff]
    )

    await withRun(env, async (run) => {
      await waitForHealth(run, port)
      assert.equal(readKey(storagePath), key, 'the second start should reuse the persisted app key')
      const me = await request(port, jar, 'GET', '/api/auth/me')
      assert.equal(me.status, 200, `session from the first start: ${me.status} ${me.text}`)
      assert.equal(me.json?.user?.username, 'owner')
      console.log('ok - second start: same app key, first session and admin still valid')

      const staffJar = cookieJar()
      await request(port, staffJar, 'GET', '/api/auth/me') // sets the XSRF-TOKEN cookie
      const login = await request(port, staffJar, 'POST', '/api/auth/login', {
        username: 'barback',
        password: 'entrypoint-test-2',
      })
      assert.equal(
        login.status,
        200,
        `login as the user made by the one-off command: ${login.text}`
      )
      assert.equal(login.json?.user?.role, 'staff')
      console.log('ok - the user created by the one-off command can sign in')
      await stop(run, port)
      console.log('ok - SIGTERM again: clean exit')
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function failsClearly(label, db, pattern, withinMs) {
  const dir = mkdtempSync(join(tmpdir(), 'barstock-entrypoint-'))
  try {
    const port = await freePort()
    await withRun(entrypointEnv(join(dir, 'storage'), port, db), async (run) => {
      const exit = await Promise.race([run.exited, timeoutAfter(withinMs)])
      assert.ok(exit, `${label}: the entrypoint should give up within ${withinMs / 1000}s`)
      assert.notEqual(exit.code, 0, `${label}: the entrypoint should fail`)
      assert.match(run.output, pattern)
      console.log(`ok - ${label}: gives up with a clear message`)
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await startPath('SQLite', { DB_CONNECTION: 'sqlite' })

console.log('\n=== entrypoint failure paths ===')
await failsClearly(
  'database never answers',
  {
    DB_CONNECTION: 'mysql',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(await freePort()),
    DB_WAIT_TIMEOUT: '3',
  },
  /did not answer within 3s/,
  30_000
)

if (process.env.DB_CONNECTION === 'mysql') {
  const { default: mysql } = await import('mysql2/promise')
  const settings = {
    DB_CONNECTION: 'mysql',
    DB_HOST: process.env.DB_HOST ?? '127.0.0.1',
    DB_PORT: process.env.DB_PORT ?? '3306',
    DB_USER: process.env.DB_USER ?? 'barstock',
    DB_PASSWORD: process.env.DB_PASSWORD ?? '',
    DB_DATABASE: `${process.env.DB_DATABASE ?? 'barstock'}_entrypoint`,
  }
  const admin = await mysql.createConnection({
    host: settings.DB_HOST,
    port: Number(settings.DB_PORT),
    user: settings.DB_USER,
    password: settings.DB_PASSWORD,
  })
  const database = admin.escapeId(settings.DB_DATABASE)
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database}`)
    await admin.query(
      `CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
    )
    await failsClearly(
      'wrong database password',
      { ...settings, DB_PASSWORD: `${settings.DB_PASSWORD}-wrong` },
      /refused the connection .*check DB_USER, DB_PASSWORD/,
      30_000
    )
    await startPath(`MySQL (${settings.DB_HOST}/${settings.DB_DATABASE})`, settings)
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database}`)
    await admin.end()
  }
}

console.log('\nEntrypoint checks passed')
