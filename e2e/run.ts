/*
 * The end-to-end suite: the production build served on a fresh SQLite
 * database, driven in Chromium by playwright-core. Needs `npm run build`.
 */
import { existsSync, globSync } from 'node:fs'
import { configure, processCLIArgs, run } from '@japa/runner'
import { assert } from '@japa/assert'
import { startBuiltServer, type RunningServer } from './support/server.js'
import { chromiumPath, closeBrowser, launchBrowser } from './support/browser.js'

const root = new URL('../', import.meta.url).pathname
if (!existsSync(`${root}build/bin/server.js`) || !existsSync(`${root}build/public/index.html`)) {
  console.error('The production build is missing: run `npm run build` before `npm run test:e2e`.')
  process.exit(1)
}

const executablePath = chromiumPath()
if (!executablePath) {
  console.error(
    'No Chromium found. Install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to its executable.'
  )
  process.exit(1)
}

let server: RunningServer | undefined

processCLIArgs(process.argv.splice(2))
configure({
  /* The first-run screen is only reachable on a fresh install, so it goes first. */
  files: () =>
    globSync('e2e/specs/**/*.spec.ts', { cwd: root })
      .sort(
        (a, b) =>
          Number(!a.endsWith('first_run.spec.ts')) - Number(!b.endsWith('first_run.spec.ts')) ||
          a.localeCompare(b)
      )
      .map((file) => new URL(file, `file://${root}`)),
  plugins: [assert()],
  timeout: 60_000,
  setup: [
    async () => {
      server = await startBuiltServer()
      await launchBrowser(executablePath, server.baseUrl)
      return async () => {
        await closeBrowser()
        await server?.stop()
      }
    },
  ],
})

await run()
