import { createServer } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { assert } from '@japa/assert'
import { apiClient, ApiClient, ApiRequest } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { Config, PluginFn } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { SessionClient } from '@adonisjs/session/client'
import type { ResolvedSessionConfig, SessionStoreContract } from '@adonisjs/session/types'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import testUtils from '@adonisjs/core/services/test_utils'
import { DatabaseSessionRows } from '#app/auth/session_store'

/**
 * Japa's session client writes to an in-memory store, but the server keeps
 * sessions in the database, so `loginAs()` and `withCsrfToken()` would be
 * invisible to it. This points the client at the server's session rows
 * (the hybrid store reads them whenever a session cookie has no anonymous
 * cookie beside it, as the client's requests do).
 *
 * Two adjustments: the client does not await its write, so each request
 * waits for pending writes before it leaves (on MySQL the server otherwise
 * reads the session before it exists); and the client destroys the session
 * after every answer, which would end sessions a test means to reuse, so
 * destroy is a no-op and truncation cleans up instead.
 */
function sessionClientOnServerStore(): PluginFn {
  return async () => {
    const config = (await configProvider.resolve<ResolvedSessionConfig>(
      app,
      app.config.get('session')
    ))!
    const db = await app.container.make('lucid.db')
    const store = new DatabaseSessionRows(() => db.connection(), config.age)
    const pendingWrites = new Set<Promise<void>>()
    const keptStore: SessionStoreContract = {
      read: (sessionId) => store.read(sessionId),
      write: (sessionId, values) => {
        const write: Promise<void> = Promise.resolve(store.write(sessionId, values)).finally(() =>
          pendingWrites.delete(write)
        )
        pendingWrites.add(write)
        return write
      },
      touch: (sessionId) => store.touch(sessionId),
      destroy: () => {},
    }
    ApiRequest.getter('sessionClient', () => new SessionClient(keptStore), true)
    /* Registered after the session plugin's hook, so it runs after the write starts. */
    ApiClient.onRequest((request) => {
      request.setup(async () => {
        await Promise.all(pendingWrites)
      })
    })
  }
}

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  sessionClientOnServerStore(),
  shieldApiClient(),
  authApiClient(app),
]

/**
 * Migrates before the suites and rolls everything back after them, so each
 * run exercises the migration path a new install takes. Locks are off: one
 * process owns the test database, and Lucid 22's MySQL lock release fails
 * now and then (E_UNABLE_RELEASE_LOCK).
 */
async function migrateForRun() {
  const ace = await app.container.make('ace')
  const run = async (name: string) => {
    const command = await ace.exec(name, [
      '--compact-output',
      '--no-schema-generate',
      '--disable-locks',
    ])
    if (command.exitCode) throw command.error ?? new Error(`${name} failed`)
  }
  await run('migration:run')
  return () => run('migration:reset')
}

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [migrateForRun],
  teardown: [],
}

/** A loopback port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * The functional suite's server listens on loopback, on a free port, so
 * suites of several checkouts can run side by side. The API client finds it
 * through HOST and PORT.
 */
export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'functional') {
    return suite.setup(async () => {
      process.env.HOST = '127.0.0.1'
      /*
       * `node ace test` hands down a PORT it found free (3333 when it can) at
       * start, long before this hook runs, so parallel runs of several
       * checkouts could both get 3333. Take a free port now instead; not 0,
       * since the test server reads `PORT || 3333`.
       */
      process.env.PORT = String(await freePort())
      return testUtils.httpServer().start((handler) => {
        const server = createServer(handler)
        server.once('listening', () => {
          process.env.PORT = String((server.address() as AddressInfo).port)
        })
        return server
      })
    })
  }
}
