import { existsSync } from 'node:fs'
import { chromium, type Browser, type Request } from 'playwright-core'

/* BENCH_TRACE=1 prints each request's start and end (ms from navigation start). */
const TRACE = Boolean(process.env.BENCH_TRACE)

type Record = (name: string, value: number, unit?: string) => void

const DEVICES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, slowdown: 1 },
  /* A mid-range phone: 390 px wide, 4× slower CPU than this machine. */
  { name: 'phone', viewport: { width: 390, height: 844 }, slowdown: 4 },
]

/*
 * Runs in the page before its own scripts: keeps the latest LCP candidate,
 * and notes when the first table row was on screen — the frame after the
 * one that inserted it — without Playwright's polling delay.
 */
const OBSERVE_PAGE = `
  globalThis.benchLcp = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.benchLcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new MutationObserver((_, observer) => {
    if (!document.querySelector('tr.ant-table-row')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (globalThis.benchFirstRow = performance.now())))
  }).observe(document, { childList: true, subtree: true })
`

interface Measured {
  lcp: number
  firstRow: number
  rowSeen: number
  domRows: number
}

/* Loads measured per device; the median is recorded. */
const RUNS = Number(process.env.BENCH_CLIENT_RUNS ?? 3)

/** One cold-cache load of /inventory in a fresh browser context. */
async function loadInventory(
  browser: Browser,
  base: string,
  cookies: Map<string, string>,
  device: (typeof DEVICES)[number],
  trace = false
): Promise<Measured> {
  const context = await browser.newContext({ viewport: device.viewport })
  try {
    await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: base })))
    const page = await context.newPage()
    if (device.slowdown > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.slowdown })
    }
    await page.addInitScript({ content: OBSERVE_PAGE })
    const requests: Request[] = []
    if (trace) page.on('requestfinished', (request) => requests.push(request))
    await page.goto(`${base}/inventory`)
    await page.locator('tr.ant-table-row').first().waitFor({ timeout: 60_000 })
    /* When Playwright's polling saw the row: later than the user did, printed for comparison. */
    const rowSeen = await page.evaluate(() => performance.now())
    await page.waitForLoadState('networkidle')
    const measured = {
      lcp: Number(await page.evaluate('globalThis.benchLcp')),
      firstRow: Number(await page.evaluate('globalThis.benchFirstRow')),
      rowSeen,
      domRows: await page.locator('tr.ant-table-row').count(),
    }
    if (trace) printWaterfall(requests, await page.evaluate(() => performance.timeOrigin))
    return measured
  } finally {
    await context.close()
  }
}

/**
 * The inventory screen in Chromium with a cold cache, signed in with the
 * bench's cookies: Largest Contentful Paint, the moment the first table row
 * shows (both from navigation start) and how many rows the DOM holds;
 * each the median of BENCH_CLIENT_RUNS loads after one unrecorded warm-up.
 */
export async function measureInventoryScreen(
  base: string,
  cookies: Map<string, string>,
  record: Record
) {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (path) => path && existsSync(path)
  )
  if (!executablePath) return console.log('  (no Chromium: client figures skipped)')
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    for (const device of DEVICES) {
      /* The browser's first page pays for its own start-up (caches, compilers): not a user's load. */
      await loadInventory(browser, base, cookies, device)
      const runs: Measured[] = []
      for (let run = 0; run < RUNS; run++) {
        runs.push(await loadInventory(browser, base, cookies, device, TRACE && run === 0))
      }
      const median = (pick: (measured: Measured) => number) =>
        runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
      record(
        `client.${device.name}.lcp`,
        median((m) => m.lcp),
        'ms'
      )
      record(
        `client.${device.name}.firstRow`,
        median((m) => m.firstRow),
        'ms'
      )
      record(
        `client.${device.name}.firstRowSeen`,
        median((m) => m.rowSeen),
        'ms'
      )
      record(`client.${device.name}.domRows`, Math.max(...runs.map((m) => m.domRows)), 'rows')
    }
  } finally {
    await browser.close()
  }
}

function printWaterfall(requests: Request[], timeOrigin: number) {
  for (const request of requests) {
    const timing = request.timing()
    const start = timing.startTime - timeOrigin
    const url = new URL(request.url())
    console.log(
      `    ${start.toFixed(0).padStart(6)} → ${(start + timing.responseEnd).toFixed(0).padStart(6)}  ${url.pathname}${url.search}`
    )
  }
}
