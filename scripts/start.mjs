/*
 * `npm start`: build when the sources are newer than the last build, apply
 * migrations, then serve the production build (embedded SQLite by default),
 * restarting it if it exits. A newcomer sees what is happening and then the
 * address to open; the build's and migrations' own output appears only when
 * they fail.
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { stripVTControlCharacters } from 'node:util'

const root = new URL('..', import.meta.url).pathname
/* The server runs with the Node settings of the container's (docker/ecosystem.config.cjs). */
const {
  apps: [{ node_args: serverNodeArgs }],
} = createRequire(import.meta.url)('../docker/ecosystem.config.cjs')
const stamp = join(root, 'build/public/index.html')
const sources = [
  'backend',
  'modules',
  'frontend',
  'bin',
  'adonisrc.ts',
  'package-lock.json',
  'vite.config.ts',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Runs a step quietly; on failure prints its output (without terminal control codes) and stops. */
function step(label, command, args, env) {
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = stripVTControlCharacters(`${result.stdout ?? ''}${result.stderr ?? ''}`)
  if (result.status !== 0) {
    console.error(`${label} failed:\n${output}`)
    process.exit(result.status ?? 1)
  }
  return output
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  PORT: process.env.PORT ?? '3333',
  HOST: process.env.HOST ?? '0.0.0.0',
  STORAGE_PATH: process.env.STORAGE_PATH ?? join(root, 'storage'),
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))))
if (builtAt < changedAt) {
  console.log('Building Barstock (first start or changed sources; this takes a minute or two)…')
  step('The build', 'npm', ['run', 'build'], process.env)
}

console.log('Preparing the database…')
const migrated = step(
  'The database migration',
  process.execPath,
  ['build/ace.js', 'migration:run', '--force', '--disable-locks'],
  env
)
const applied = migrated.split('\n').filter((line) => /\bmigrated\b/.test(line)).length
console.log(applied > 0 ? `Database ready (${applied} migrations applied).` : 'Database ready.')

/** The addresses people can open: this machine, and on every interface when listening on all. */
function addresses(host, port) {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}`]
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry.address}:${port}`)
  return [`http://localhost:${port}`, ...lan]
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warning', 50: 'error', 60: 'fatal' }

/* The server logs JSON lines (for log collectors); here they are shown as sentences. */
function show(line, fallback) {
  let entry
  try {
    entry = JSON.parse(line)
  } catch {
    fallback.write(`${line}\n`)
    return
  }
  if (/^started HTTP server/.test(entry.msg ?? '')) {
    const [first, ...others] = addresses(env.HOST, env.PORT)
    console.log(`Barstock is running: open ${first}`)
    if (others.length > 0) console.log(`On your network: ${others.join(', ')}`)
    console.log('Press Ctrl+C to stop.')
    return
  }
  const level = LEVELS[entry.level] ?? 'info'
  const text = `${level}: ${entry.msg ?? line}${entry.err?.stack ? `\n${entry.err.stack}` : ''}`
  if (entry.level >= 40) console.error(text)
  else console.log(text)
}

/*
 * Supervise the server the way pm2 does in the container: if it ever exits
 * without being asked to (a crash, an out-of-memory kill), start it again,
 * waiting longer after each quick failure (up to 10 s) so a server that
 * cannot start does not spin. SIGINT/SIGTERM stop it for good.
 */
let server
let stopping = false
let delay = 200

function serve() {
  const startedAt = Date.now()
  server = spawn(process.execPath, [...serverNodeArgs, 'build/bin/server.js'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env,
  })
  createInterface({ input: server.stdout }).on('line', (line) => show(line, process.stdout))
  createInterface({ input: server.stderr }).on('line', (line) => show(line, process.stderr))
  server.on('exit', (code, signal) => {
    if (stopping) process.exit(code ?? 0)
    delay = Date.now() - startedAt > 30_000 ? 200 : Math.min(delay * 2, 10_000)
    console.error(`Barstock server exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`)
    setTimeout(serve, delay)
  })
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true
    server.kill(signal)
  })
}
serve()
