/*
 * `npm test`: every check CI relies on, in the order that fails fastest.
 */
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['server suites', ['run', 'test:server']],
  ['production build', ['run', 'build']],
  ['container start path', ['run', 'test:entrypoint']],
  ['end-to-end suite', ['run', 'test:e2e']],
]

for (const [label, args] of steps) {
  console.log(`\n>>> ${label}`)
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n${label} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log('\nAll checks passed')
