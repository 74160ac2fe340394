/*
 * The HTTP half of the container smoke test (scripts/test_container.sh), as a browser or an
 * owner would use a fresh install:
 *   node smoke_http.mjs health <base url> <expected status> [seconds]
 *   node smoke_http.mjs setup <base url> <username> <password>   first-run screen: create the admin
 *   node smoke_http.mjs login <base url> <username> <password>   that account still signs in
 * Exits non-zero with the reason when the answer is not the expected one.
 */
import { setTimeout as sleep } from 'node:timers/promises'

const [command, base, ...rest] = process.argv.slice(2)
const jar = new Map()

async function call(method, path, body) {
  const headers = { accept: 'application/json' }
  if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const xsrf = jar.get('XSRF-TOKEN')
  if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
  if (body) headers['content-type'] = 'application/json'
  const response = await fetch(new URL(path, base), {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  })
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
  const text = await response.text()
  return { status: response.status, text, json: text.startsWith('{') ? JSON.parse(text) : null }
}

function expect(condition, message) {
  if (!condition) {
    console.error(`smoke: ${message}`)
    process.exit(1)
  }
}

if (command === 'health') {
  const [expected, seconds = '120'] = rest
  const deadline = Date.now() + Number(seconds) * 1000
  let last = 'no answer'
  while (Date.now() < deadline) {
    try {
      const answer = await call('GET', '/api/health')
      last = `${answer.status} ${answer.text}`
      if (answer.status === Number(expected)) {
        console.log(`health: ${last}`)
        process.exit(0)
      }
    } catch (error) {
      last = error.cause?.code ?? error.message
    }
    await sleep(1000)
  }
  expect(false, `/api/health did not answer ${expected} within ${seconds}s (last: ${last})`)
}

const [username, password] = rest
if (command === 'setup') {
  const me = await call('GET', '/api/auth/me')
  expect(
    me.status === 401 && me.json?.setupRequired === true,
    `expected a fresh install, got ${me.status} ${me.text}`
  )
  const setup = await call('POST', '/api/auth/setup', { username, password })
  expect(setup.status === 201, `first-run setup answered ${setup.status} ${setup.text}`)
  console.log(`setup: admin ${username} created`)
} else if (command === 'login') {
  await call('GET', '/api/auth/me')
  const login = await call('POST', '/api/auth/login', { username, password })
  expect(login.status === 200, `sign-in answered ${login.status} ${login.text}`)
  const me = await call('GET', '/api/auth/me')
  expect(
    me.status === 200 && me.json?.user?.username === username,
    `signed in, but /api/auth/me answered ${me.status} ${me.text}`
  )
  console.log(`login: ${username} signs in`)
} else {
  expect(false, `unknown command ${command}`)
}
