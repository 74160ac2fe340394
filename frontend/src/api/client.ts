/**
 * The one way the client talks to the server (SPEC §7 "Answer handling"):
 * cookies on every request, JSON bodies, the CSRF token echoed on mutations,
 * and any non-2xx answer turned into an Error "<status>: <body or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
    statusText: string
  ) {
    super(`${status}: ${text || statusText}`)
    this.name = 'ApiError'
  }

  /** The server's own `message`, for screens that show it to a person. */
  get serverMessage(): string | undefined {
    const body = this.body as { message?: unknown } | null
    return typeof body?.message === 'string' ? body.message : undefined
  }
}

export const UNAUTHORIZED_EVENT = 'barstock:unauthorized'

/**
 * The CSRF header every mutation carries; also for uploads that go through
 * antd's own XHR (for progress) instead of `request`.
 */
export function csrfHeaders(): Record<string, string> {
  const match = document.cookie.split('; ').find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  return match ? { 'X-XSRF-TOKEN': decodeURIComponent(match.slice('XSRF-TOKEN='.length)) } : {}
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface RequestOptions {
  /*
   * False for a request sent before the session check has answered
   * (api/prefetch.ts): its 401 only means that check will say signed-out.
   */
  announceUnauthorized?: boolean
}

export async function request(
  method: Method,
  path: string,
  body?: unknown | FormData,
  { announceUnauthorized = true }: RequestOptions = {}
) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(method === 'GET' ? {} : csrfHeaders()),
  }
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }

  const response = await fetch(path, { method, headers, body: payload, credentials: 'include' })
  if (response.ok) return response

  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = null
  }
  if (response.status === 401 && announceUnauthorized && !path.startsWith('/api/auth/')) {
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT))
  }
  throw new ApiError(response.status, parsed, text, response.statusText)
}

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return readAnswer<T>(await request(method, path, body))
}

function readAnswer<T>(response: Response): Promise<T> {
  if (response.status === 204) return Promise.resolve(undefined as T)
  const type = response.headers.get('content-type') ?? ''
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>
}

/* GETs started before a screen asked for them (api/prefetch.ts), while in flight. */
const early = new Map<string, Promise<unknown>>()

/** Starts a GET that `fetcher` adopts instead of sending it again while it is in flight. */
export function getEarly(path: string): Promise<unknown> {
  const answer = request('GET', path, undefined, { announceUnauthorized: false }).then(readAnswer)
  early.set(path, answer)
  const forget = () => early.delete(path)
  answer.then(forget, forget)
  return answer
}

export const fetcher = <T>(path: string) =>
  (early.get(path) as Promise<T> | undefined) ?? api<T>('GET', path)
