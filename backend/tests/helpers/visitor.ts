import type { ApiClient, ApiResponse } from '@japa/api-client'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** `xsrfToken: null` sends no X-XSRF-TOKEN header; a string sends that token instead of the tab's own. */
interface SendOptions {
  xsrfToken?: string | null
}

const SESSION_COOKIE = 'barstock-session'
const XSRF_COOKIE = 'XSRF-TOKEN'

/**
 * One browser tab: keeps its cookies (session, XSRF-TOKEN, the anonymous
 * session cookie) from answer to answer and echoes the token as X-XSRF-TOKEN
 * on mutations, as the client app does. Use it where the real sign-in or CSRF
 * flow is the point of the test; `as(client, user)` (helpers/as.ts) is
 * quicker everywhere else.
 */
export class Visitor {
  #sessionId?: string
  #xsrfToken?: string
  /* Other cookies as the server set them (still signed or encrypted). */
  #cookies = new Map<string, string>()

  constructor(private client: ApiClient) {}

  get(url: string) {
    return this.send('GET', url)
  }

  post(url: string, body?: object, options?: SendOptions) {
    return this.send('POST', url, body, options)
  }

  get sessionId() {
    return this.#sessionId
  }

  get xsrfToken() {
    return this.#xsrfToken
  }

  async send(
    method: Method,
    url: string,
    body?: object,
    { xsrfToken = this.#xsrfToken }: SendOptions = {}
  ): Promise<ApiResponse> {
    const request = this.client.request(url, method)
    if (body !== undefined) request.json(body)
    /* The session plugin always sends its own session cookie; reuse ours. */
    if (this.#sessionId) {
      request.sessionClient.sessionId = this.#sessionId as typeof request.sessionClient.sessionId
    }
    for (const [name, value] of this.#cookies) request.cookiesJar[name] = { name, value }
    if (method !== 'GET' && xsrfToken) request.header('X-XSRF-TOKEN', xsrfToken)

    const response = await request
    this.#sessionId = response.cookie(SESSION_COOKIE)?.value ?? this.#sessionId
    this.#xsrfToken = rawCookie(response, XSRF_COOKIE) ?? this.#xsrfToken
    for (const line of setCookieLines(response)) {
      const [pair] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(name.length + 1)
      if (name === SESSION_COOKIE) continue
      /* Stored decoded: the client's cookie serializer encodes again. */
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)) {
        this.#cookies.set(name, decodeURIComponent(value))
      } else this.#cookies.delete(name)
    }
    return response
  }

  /** True when the tab holds a cookie of that name. */
  hasCookie(name: string) {
    return this.#cookies.has(name)
  }
}

/** An answer's Set-Cookie lines: Japa types the header as a string, Node gives an array. */
export function setCookieLines(response: ApiResponse): string[] {
  const raw: unknown = response.headers()['set-cookie']
  if (Array.isArray(raw)) return raw.map(String)
  return typeof raw === 'string' ? [raw] : []
}

/* The header must carry the cookie exactly as the browser stores it (still encrypted). */
function rawCookie(response: ApiResponse, name: string): string | undefined {
  const found = setCookieLines(response).find((cookie) => cookie.startsWith(`${name}=`))
  return found?.slice(name.length + 1).split(';')[0]
}
