import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

type Record = (name: string, value: number, unit?: string) => void

const DEVICES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, slowdown: 1 },
  /* A mid-range phone: 390 px wide, 4× slower CPU than this machine. */
  { name: 'phone', viewport: { width: 390, height: 844 }, slowdown: 4 },
]

/* Runs in the page before its own scripts: keeps the latest LCP candidate. */
const OBSERVE_LCP = `
  globalThis.benchLcp = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.benchLcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
`

/**
 * The inventory screen in Chromium with a cold cache, signed in with the
 * bench's cookies: Largest Contentful Paint, the moment the first table row
 * shows (both from navigation start) and how many rows the DOM holds.
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
      const context = await browser.newContext({ viewport: device.viewport })
      await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: base })))
      const page = await context.newPage()
      if (device.slowdown > 1) {
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.slowdown })
      }
      await page.addInitScript({ content: OBSERVE_LCP })
      await page.goto(`${base}/inventory`)
      await page.locator('tr.ant-table-row').first().waitFor({ timeout: 60_000 })
      const firstRow = await page.evaluate(() => performance.now())
      await page.waitForLoadState('networkidle')
      const lcp = Number(await page.evaluate('globalThis.benchLcp'))
      record(`client.${device.name}.lcp`, lcp, 'ms')
      record(`client.${device.name}.firstRow`, firstRow, 'ms')
      record(
        `client.${device.name}.domRows`,
        await page.locator('tr.ant-table-row').count(),
        'rows'
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }
}
