import { MessageBuilder } from '@adonisjs/core/helpers'
import string from '@adonisjs/core/helpers/string'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  SessionConfig,
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
} from '@adonisjs/session/types'

export const SESSIONS_TABLE = 'sessions'

/** Holds an anonymous visitor's session data (the CSRF secret), encrypted with the app key. */
export const ANONYMOUS_SESSION_COOKIE = 'barstock-anon'

/** The auth guard keeps the user's id under `auth_<guard>`; its presence means signed in. */
function signedInUserId(values: SessionData): string | null {
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('auth_') && value !== undefined && value !== null) return String(value)
  }
  return null
}

/**
 * Signed-in sessions as rows of `sessions`, in the format of
 * @adonisjs/session's database store (data signed against the id).
 */
export class DatabaseSessionRows implements SessionStoreContract {
  readonly ttlSeconds: number

  /* A function, so a patched or reconnected connection is picked up. */
  constructor(
    private connection: () => QueryClientContract,
    age: string | number
  ) {
    this.ttlSeconds = string.seconds.parse(age)
  }

  #expiry() {
    return new Date(Date.now() + this.ttlSeconds * 1000)
  }

  async readRow(sessionId: string): Promise<{ values: SessionData; expiresAt: number } | null> {
    const row = await this.connection()
      .from(SESSIONS_TABLE)
      .where('id', sessionId)
      .select('data', 'expires_at')
      .first()
    if (!row) return null
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) {
      await this.destroy(sessionId)
      return null
    }
    try {
      const values = new MessageBuilder().verify<SessionData>(row.data, sessionId)
      return values ? { values, expiresAt } : null
    } catch {
      return null
    }
  }

  async read(sessionId: string) {
    const row = await this.readRow(sessionId)
    return row?.values ?? null
  }

  async write(sessionId: string, values: SessionData) {
    await this.connection()
      .insertQuery()
      .table(SESSIONS_TABLE)
      .insert({
        id: sessionId,
        data: new MessageBuilder().build(values, undefined, sessionId),
        user_id: signedInUserId(values),
        expires_at: this.#expiry(),
      })
      .knexQuery.onConflict('id')
      .merge(['data', 'user_id', 'expires_at'])
  }

  async touch(sessionId: string) {
    await this.connection()
      .from(SESSIONS_TABLE)
      .where('id', sessionId)
      .update({ expires_at: this.#expiry() })
  }

  async destroy(sessionId: string) {
    await this.connection().from(SESSIONS_TABLE).where('id', sessionId).delete()
  }

  /** Deletes expired sessions; the expires_at index keeps this cheap. */
  async prune() {
    await this.connection().from(SESSIONS_TABLE).where('expires_at', '<=', new Date()).delete()
  }
}

/**
 * DESIGN §10: a request without a session writes nothing to the database.
 * Until someone signs in, the session holds only the CSRF secret, and it
 * lives in an encrypted, httpOnly cookie bound to the session id; a row in
 * `sessions` is written only for a signed-in user. A request that carries
 * no session cookie never reads the table either. Rows are extended at most
 * once per half lifetime (not on every request), the session cookie with
 * them, and expired rows are pruned whenever a new sign-in is stored.
 */
class HybridSessionStore implements SessionStoreContract {
  #fromDatabase = false
  #dueForExtension = false

  constructor(
    private ctx: HttpContext,
    private rows: DatabaseSessionRows,
    private config: SessionConfig
  ) {}

  #anonymousCookie(): { id: string; values: SessionData } | null {
    const value = this.ctx.request.encryptedCookie(ANONYMOUS_SESSION_COOKIE)
    return value && typeof value === 'object' && typeof value.id === 'string' ? value : null
  }

  #setAnonymousCookie(sessionId: string, values: SessionData) {
    this.ctx.response.encryptedCookie(
      ANONYMOUS_SESSION_COOKIE,
      { id: sessionId, values },
      { ...this.config.cookie, httpOnly: true, maxAge: this.rows.ttlSeconds }
    )
  }

  #clearAnonymousCookie() {
    if (this.ctx.request.cookiesList()[ANONYMOUS_SESSION_COOKIE] !== undefined) {
      this.ctx.response.clearCookie(ANONYMOUS_SESSION_COOKIE, this.config.cookie)
    }
  }

  async read(sessionId: string) {
    const anonymous = this.#anonymousCookie()
    if (anonymous?.id === sessionId) return anonymous.values
    /* A fresh id (no session cookie) cannot have a row: skip the query. */
    if (this.ctx.request.cookie(this.config.cookieName) !== sessionId) return null
    const row = await this.rows.readRow(sessionId)
    if (!row) return null
    this.#fromDatabase = true
    /* Decided once, so the row and the cookie always slide together. */
    this.#dueForExtension = row.expiresAt - Date.now() < (this.rows.ttlSeconds * 1000) / 2
    if (!this.#dueForExtension) this.#skipUnchangedCookie(sessionId)
    return row.values
  }

  /**
   * The session package signs and sends the session cookie again on every
   * answer to slide its expiry. The row slides once per half lifetime
   * (touch), and the cookie now with it: an answer that leaves the session
   * as it is and the row's expiry alone sends no session cookie, which
   * spared an HMAC and a Set-Cookie header per signed-in request. A new id
   * (sign-in, sign-out) or changed data still sends it.
   */
  #skipUnchangedCookie(sessionId: string) {
    const { response } = this.ctx
    const send = response.cookie.bind(response)
    response.cookie = (key, value, options) => {
      const unchanged =
        key === this.config.cookieName && value === sessionId && !this.ctx.session.hasBeenModified
      return unchanged ? response : send(key, value, options)
    }
  }

  async write(sessionId: string, values: SessionData) {
    if (signedInUserId(values) !== null) {
      const newRow = !this.#fromDatabase
      await this.rows.write(sessionId, values)
      if (newRow) await this.rows.prune()
      this.#clearAnonymousCookie()
      return
    }
    /* Signed out (or never signed in): the row goes, the cookie keeps the rest. */
    if (this.#fromDatabase) await this.rows.destroy(sessionId)
    this.#fromDatabase = false
    this.#setAnonymousCookie(sessionId, values)
  }

  async touch(sessionId: string) {
    if (!this.#fromDatabase) {
      const anonymous = this.#anonymousCookie()
      if (anonymous?.id === sessionId) this.#setAnonymousCookie(sessionId, anonymous.values)
      return
    }
    if (this.#dueForExtension) await this.rows.touch(sessionId)
  }

  async destroy(sessionId: string) {
    if (this.#fromDatabase) await this.rows.destroy(sessionId)
    this.#fromDatabase = false
    this.#clearAnonymousCookie()
  }
}

/** The `hybrid` session store of config/session.ts. */
export function hybridSessionStore() {
  return configProvider.create(async (app): Promise<SessionStoreFactory> => {
    const db = await app.container.make('lucid.db')
    return (ctx, sessionConfig) =>
      new HybridSessionStore(
        ctx,
        new DatabaseSessionRows(() => db.connection(), sessionConfig.age),
        sessionConfig
      )
  })
}
