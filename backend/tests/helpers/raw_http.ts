/**
 * Requests sent byte for byte (raw JSON with lone surrogates, broken JSON,
 * hand-made multipart) to the functional suite's server, as a browser tab
 * would: one cookie jar, and the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN.
 * Japa's client serialises bodies itself, which is what the fuzz suite must
 * not let happen.
 */
export interface RawAnswer {
  status: number
  text: string
  headers: Headers
}

export interface RawRequest {
  method: string
  path: string
  body?: string | Uint8Array
  contentType?: string
  headers?: Record<string, string>
}

export function serverUrl(path: string): string {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}

export class RawSession {
  #cookies = new Map<string, string>()

  get xsrfToken(): string | undefined {
    const raw = this.#cookies.get('XSRF-TOKEN')
    return raw === undefined ? undefined : decodeURIComponent(raw)
  }

  async send({ method, path, body, contentType, headers = {} }: RawRequest): Promise<RawAnswer> {
    const all: Record<string, string> = { accept: 'application/json', ...headers }
    if (contentType) all['content-type'] = contentType
    if (this.#cookies.size > 0) {
      all.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const token = this.xsrfToken
    if (method !== 'GET' && token) all['x-xsrf-token'] = token
    const response = await fetch(serverUrl(path), { method, headers: all, body })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const separator = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, separator), pair.slice(separator + 1))
    }
    return { status: response.status, text: await response.text(), headers: response.headers }
  }

  json(method: string, path: string, body: unknown) {
    return this.send({
      method,
      path,
      body: JSON.stringify(body),
      contentType: 'application/json',
    })
  }

  /** Signs in through the API (the first GET hands out the XSRF cookie). */
  async signIn(username: string, password: string) {
    await this.send({ method: 'GET', path: '/api/auth/me' })
    const answer = await this.json('POST', '/api/auth/login', { username, password })
    if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.text}`)
    return this
  }
}

/** A multipart/form-data body with the given parts, byte for byte. */
export function multipartBody(
  parts: Array<{ name: string; filename?: string; content: string | Uint8Array; type?: string }>
) {
  const boundary = `----barstock${Math.random().toString(16).slice(2)}`
  const chunks: Uint8Array[] = []
  const encoder = new TextEncoder()
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'text/csv'}` : ''
    chunks.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`)
    )
    chunks.push(typeof part.content === 'string' ? encoder.encode(part.content) : part.content)
    chunks.push(encoder.encode('\r\n'))
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}
