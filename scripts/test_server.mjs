/*
 * The Japa suites on SQLite, then again on MySQL/MariaDB when
 * DB_CONNECTION=mysql and its DB_* settings are in the environment.
 */
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const extraArgs = process.argv.slice(2)

function runSuites(label, env) {
  console.log(`\n=== Japa suites on ${label} ===`)
  const result = spawnSync(process.execPath, ['ace', 'test', ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_ENV: 'test' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

runSuites('SQLite', { DB_CONNECTION: 'sqlite' })
if (process.env.DB_CONNECTION === 'mysql') {
  runSuites(`MySQL (${process.env.DB_HOST ?? '127.0.0.1'}/${process.env.DB_DATABASE})`, {
    DB_CONNECTION: 'mysql',
  })
}
