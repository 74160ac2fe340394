import type { APIRequestContext, BrowserContext } from 'playwright-core'

export const ADMIN = { username: 'owner', password: 'correct-horse-battery' }

async function xsrfHeader(
  request: APIRequestContext,
  context: BrowserContext
): Promise<Record<string, string>> {
  await request.get('/api/auth/me')
  const cookies = await context.cookies()
  const cookie = cookies.find((entry) => entry.name === 'XSRF-TOKEN')
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {}
}

/**
 * Sends an API call from the browser context, so it shares the page's
 * session cookie. Used to arrange data quickly; screens are tested through
 * the UI.
 */
export async function apiCall<T = unknown>(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown
): Promise<T> {
  const request = context.request
  const headers = method === 'GET' ? {} : await xsrfHeader(request, context)
  const response = await request.fetch(path, { method, data, headers })
  if (!response.ok()) {
    throw new Error(`${method} ${path} → ${response.status()}: ${await response.text()}`)
  }
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** Creates the admin on a fresh install (when needed) and signs the context in as admin. */
export async function signInAsAdmin(context: BrowserContext) {
  const me = await context.request.get('/api/auth/me')
  if (me.ok()) return
  const body = (await me.json()) as { setupRequired?: boolean }
  const path = body.setupRequired ? '/api/auth/setup' : '/api/auth/login'
  await apiCall(context, 'POST', path, ADMIN)
}

/** Signs the context in as a new user with the given role (created by the admin). */
export async function signInAs(
  context: BrowserContext,
  adminContext: BrowserContext,
  role: 'staff' | 'manager' | 'admin'
) {
  await signInAsAdmin(adminContext)
  const user = {
    username: `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
    password: 'a-long-password',
    role,
  }
  await apiCall(adminContext, 'POST', '/api/users', user)
  await apiCall(context, 'POST', '/api/auth/login', {
    username: user.username,
    password: user.password,
  })
  return user
}
