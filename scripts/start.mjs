/*
 * `npm start`: build when the sources are newer than the last build, apply
 * migrations, then serve the production build (embedded SQLite by default),
 * restarting it if it exits.
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
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

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
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
  console.log('Building Barstock…')
  run('npm', ['run', 'build'], process.env)
}

run(process.execPath, ['build/ace.js', 'migration:run', '--force', '--disable-locks'], env)

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
  server = spawn(process.execPath, ['build/bin/server.js'], { cwd: root, stdio: 'inherit', env })
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
