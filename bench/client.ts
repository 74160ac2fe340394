import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Request } from 'playwright-core'

/* BENCH_TRACE=1 prints each request's start and end (ms from navigation start). */
const TRACE = Boolean(process.env.BENCH_TRACE)
/*
 * BENCH_PROFILE=1 prints where the main thread spent the first measured load,
 * by script and function; BENCH_PROFILE=<dir> also saves each device's
 * Chrome trace there (<device>.trace.json: DevTools, Performance, Load profile).
 */
const PROFILE = process.env.BENCH_PROFILE

type Record = (name: string, value: number, unit?: string) => void

export const DEVICES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, slowdown: 1 },
  /* A mid-range phone: 390 px wide, 4× slower CPU than this machine. */
  { name: 'phone', viewport: { width: 390, height: 844 }, slowdown: 4 },
]

const FIRST_ROW_SIGNAL = 'bench:first-row'

/*
 * Runs in the page before its own scripts: keeps the latest LCP candidate,
 * and notes when the first table row was on screen — the frame after the
 * one that inserted it — without Playwright's polling delay. It tells the
 * bench through the console: waiting with a Playwright locator would run
 * Playwright's injected script on the page's main thread during the very
 * load being measured (~60 ms of it here).
 */
const OBSERVE_PAGE = `
  globalThis.benchLcp = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.benchLcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new MutationObserver((_, observer) => {
    if (!document.querySelector('tr.ant-table-row')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => {
      globalThis.benchFirstRow = performance.now()
      console.debug('${FIRST_ROW_SIGNAL}')
    }))
  }).observe(document, { childList: true, subtree: true })
`

export interface Measured {
  lcp: number
  firstRow: number
  rowSeen: number
  domRows: number
}

/* Loads measured per device; the median is recorded. */
const RUNS = Number(process.env.BENCH_CLIENT_RUNS ?? 3)

/** One cold-cache load of /inventory in a fresh browser context. */
export async function loadInventory(
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
    const profiler = trace && PROFILE ? await context.newCDPSession(page) : undefined
    if (profiler) {
      await profiler.send('Performance.enable')
      /* The CDP Profiler put every sample of Chromium 156 in "(program)"; a trace's sampler names them. */
      await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    }
    const rowShown = page.waitForEvent('console', {
      predicate: (message) => message.text() === FIRST_ROW_SIGNAL,
      timeout: 60_000,
    })
    await page.goto(`${base}/inventory`)
    await rowShown
    if (profiler) {
      const { metrics } = await profiler.send('Performance.getMetrics')
      const chromeTrace = await browser.stopTracing()
      console.log(
        '    main thread until the first row: ' +
          ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']
            .map((name) => {
              const seconds = metrics.find((metric) => metric.name === name)?.value ?? 0
              return `${name.replace('Duration', '')} ${(seconds * 1000).toFixed(0)} ms`
            })
            .join(', ')
      )
      printProfile(mainThreadProfile(JSON.parse(chromeTrace.toString())))
      if (PROFILE !== '1') writeFileSync(join(PROFILE!, `${device.name}.trace.json`), chromeTrace)
    }
    /* When the bench heard of the row: later than the user saw it, printed for comparison. */
    const rowSeen = await page.evaluate(() => performance.now())
    await page.waitForLoadState('networkidle')
    /*
     * Chromium delivers the LCP entry (stamped with its paint's time) when
     * the page's main thread gets to it: read right after the network went
     * quiet, a third of desktop loads here had none yet. The rows are
     * counted once the page's background renders are done.
     */
    await page
      .waitForFunction('globalThis.benchLcp > 0', undefined, { timeout: 5_000 })
      .catch(() => undefined)
    await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve))')
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

/** Headless Chromium (CHROMIUM_PATH or Debian's), or undefined when there is none. */
export async function launchChromium(): Promise<Browser | undefined> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (path) => path && existsSync(path)
  )
  if (!executablePath) return undefined
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
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
  const browser = await launchChromium()
  if (!browser) return console.log('  (no Chromium: client figures skipped)')
  try {
    for (const device of DEVICES) {
      /* The browser's first page pays for its own start-up (caches, compilers): not a user's load. */
      await loadInventory(browser, base, cookies, device)
      const runs: Measured[] = []
      for (let run = 0; run < RUNS; run++) {
        runs.push(await loadInventory(browser, base, cookies, device, TRACE && run === 0))
      }
      const median = (pick: (measured: Measured) => number, of = runs) =>
        of.map(pick).sort((a, b) => a - b)[Math.floor(of.length / 2)]
      /* A load Chromium gave no LCP entry for (0) is left out, never read as an instant paint. */
      const painted = runs.filter((m) => m.lcp > 0)
      if (painted.length < runs.length) {
        console.log(`  (${runs.length - painted.length} of ${runs.length} loads reported no LCP)`)
      }
      if (painted.length > 0) {
        record(
          `client.${device.name}.lcp`,
          median((m) => m.lcp, painted),
          'ms'
        )
      }
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

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'loading',
  'blink.user_timing',
]

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url?: string; lineNumber?: number } }[]
  samples: number[]
  timeDeltas: number[]
}

interface TraceEvent {
  name: string
  pid: number
  tid: number
  id?: string
  args?: {
    name?: string
    data?: { cpuProfile?: Partial<CpuProfile>; timeDeltas?: number[] }
  }
}

/** The page's main thread's CPU profile, from the sampler's chunks in a Chrome trace. */
function mainThreadProfile(trace: { traceEvents: TraceEvent[] }): CpuProfile {
  const events = trace.traceEvents
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`)
  )
  const profile: CpuProfile = { nodes: [], samples: [], timeDeltas: [] }
  const started = events.find(
    (event) => event.name === 'Profile' && mainThreads.has(`${event.pid}:${event.tid}`)
  )
  if (!started) return profile
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== started.pid || event.id !== started.id) {
      continue
    }
    const chunk = event.args?.data
    profile.nodes.push(...(chunk?.cpuProfile?.nodes ?? []))
    profile.samples.push(...(chunk?.cpuProfile?.samples ?? []))
    profile.timeDeltas.push(...(chunk?.timeDeltas ?? []))
  }
  return profile
}

/** Self time up to the first row, summed per script and per function (top 25 of each). */
function printProfile(profile: CpuProfile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const byScript = new Map<string, number>()
  const byFunction = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)
    if (!frame || frame.functionName === '(idle)') return
    const micros = profile.timeDeltas[index] ?? 0
    const script = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`
    byScript.set(script, (byScript.get(script) ?? 0) + micros)
    const name = `${frame.functionName || '(anonymous)'} ${script}:${(frame.lineNumber ?? 0) + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros)
  })
  for (const [title, totals] of [
    ['by script', byScript],
    ['by function', byFunction],
  ] as const) {
    console.log(`    self time ${title}:`)
    for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`    ${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`)
    }
  }
}
