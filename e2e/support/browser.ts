import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { TestContext } from '@japa/runner/core'

let browser: Browser | undefined
let baseUrl = ''

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate
  }
  try {
    const bundled = chromium.executablePath()
    return existsSync(bundled) ? bundled : undefined
  } catch {
    return undefined
  }
}

export async function launchBrowser(executablePath: string, url: string) {
  baseUrl = url
  browser = await chromium.launch({
    executablePath,
    headless: true,
    /*
     * This machine has no outside network: without these flags Chromium
     * keeps opening connections that are refused.
     */
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export async function closeBrowser() {
  await browser?.close()
}

export function appUrl(path = '/') {
  return `${baseUrl}${path}`
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/*
 * The only console errors a healthy screen may log: Chromium reports the
 * signed-out 401 of /api/auth/me, which is how the app learns it must show
 * the sign-in or first-run screen.
 */
const EXPECTED_CONSOLE_ERRORS = [/status of 401 \(Unauthorized\)/]

/**
 * A fresh browser context (own cookies) and page. The test fails when the
 * page logs a console error or throws, checked when the test ends; a test
 * that provokes an HTTP error on purpose names it in expectedConsoleErrors.
 */
export async function openPage(
  { cleanup }: TestContext,
  viewport: { width: number; height: number } = DESKTOP,
  options: { expectedConsoleErrors?: RegExp[] } = {}
): Promise<{ page: Page; context: BrowserContext }> {
  if (!browser) throw new Error('Browser not launched')
  const context = await browser.newContext({ viewport, baseURL: baseUrl })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    const expected = [...EXPECTED_CONSOLE_ERRORS, ...(options.expectedConsoleErrors ?? [])]
    if (!expected.some((pattern) => pattern.test(text))) problems.push(text)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  cleanup(async () => {
    await context.close()
    if (problems.length) throw new Error(`Console errors on the page:\n${problems.join('\n')}`)
  })
  return { page, context }
}
