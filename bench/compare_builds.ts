/*
 * BENCH_COMPARE=<dir>,<dir>[,…]: client builds (`npx vite build --outDir <dir>`)
 * compared on the inventory screen by one server and one browser, loads
 * alternating between builds, each round in the reverse order of the one
 * before. Separate bench runs per build could not tell a 100 ms change from
 * the noise: the build measured first in a pair came out slower, and one
 * build's loads spread over 650–1400 ms here.
 *
 * Hashed assets of all builds sit side by side in build/public/assets; each
 * load serves its build's index.html. Whatever was added is removed and the
 * build's own index.html put back afterwards.
 */
import { copyFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { DEVICES, launchChromium, loadInventory } from './client.js'
import { stats } from './stats.js'

const INDEX_FILES = ['index.html', 'index.html.br', 'index.html.gz']

function summary(values: number[]) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  return `median ${stats(values).p50.toFixed(0)} mean ${mean.toFixed(0)}`
}

export async function compareBuilds(
  base: string,
  cookies: Map<string, string>,
  publicDir: string,
  builds: string[]
) {
  const rounds = Number(process.env.BENCH_COMPARE_ROUNDS ?? 10)
  const devices = DEVICES.filter(
    (device) =>
      !process.env.BENCH_COMPARE_DEVICE || device.name === process.env.BENCH_COMPARE_DEVICE
  )
  const missing = builds.filter((dir) => !existsSync(join(dir, 'index.html')))
  if (missing.length) return console.log(`  (not client builds: ${missing.join(', ')})`)
  const browser = await launchChromium()
  if (!browser) return console.log('  (no Chromium: nothing compared)')

  const assets = join(publicDir, 'assets')
  const added: string[] = []
  for (const dir of builds) {
    for (const file of readdirSync(join(dir, 'assets'))) {
      const target = join(assets, file)
      if (existsSync(target)) continue
      copyFileSync(join(dir, 'assets', file), target)
      added.push(target)
    }
  }
  const ownIndex = (file: string) => join(publicDir, `${file}.bench-own`)
  for (const file of INDEX_FILES) {
    if (existsSync(join(publicDir, file))) renameSync(join(publicDir, file), ownIndex(file))
  }
  const serve = (dir: string) => {
    for (const file of INDEX_FILES) {
      rmSync(join(publicDir, file), { force: true })
      if (existsSync(join(dir, file))) copyFileSync(join(dir, file), join(publicDir, file))
    }
  }

  const label = (dir: string) => basename(dir)
  try {
    for (const device of devices) {
      const results = new Map(
        builds.map((dir) => [dir, { firstRow: [] as number[], lcp: [] as number[] }])
      )
      serve(builds[0])
      /* The browser's first page pays for its own start-up: not a user's load. */
      await loadInventory(browser, base, cookies, device)
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 ? [...builds].reverse() : builds
        const line: string[] = []
        for (const dir of order) {
          serve(dir)
          const measured = await loadInventory(browser, base, cookies, device)
          results.get(dir)!.firstRow.push(measured.firstRow)
          results.get(dir)!.lcp.push(measured.lcp)
          line.push(`${label(dir)} ${measured.firstRow.toFixed(0)}/${measured.lcp.toFixed(0)}`)
        }
        console.log(`  ${device.name} round ${round + 1} (first row/LCP ms): ${line.join(', ')}`)
      }
      for (const [dir, { firstRow, lcp }] of results) {
        console.log(
          `  ${device.name} ${label(dir)}: first row ${summary(firstRow)}; LCP ${summary(lcp)}`
        )
      }
    }
  } finally {
    await browser.close()
    for (const file of added) rmSync(file, { force: true })
    for (const file of INDEX_FILES) {
      rmSync(join(publicDir, file), { force: true })
      if (existsSync(ownIndex(file))) renameSync(ownIndex(file), join(publicDir, file))
    }
  }
}
