import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../../', import.meta.url).pathname

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface RunningServer {
  baseUrl: string
  storagePath: string
  stop: () => Promise<void>
}

/**
 * Starts the production build the way `npm start` does (migrate, then
 * build/bin/server.js) on a fresh SQLite database in a temp folder.
 */
export async function startBuiltServer(): Promise<RunningServer> {
  const storagePath = mkdtempSync(join(tmpdir(), 'barstock-e2e-'))
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DB_CONNECTION: 'sqlite',
    STORAGE_PATH: storagePath,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_URL: `http://127.0.0.1:${port}`,
  }

  const migrate = spawnSync(process.execPath, ['build/ace.js', 'migration:run', '--force'], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (migrate.status !== 0) {
    throw new Error(`Migrations failed:\n${migrate.stdout}\n${migrate.stderr}`)
  }

  const child: ChildProcess = spawn(process.execPath, ['build/bin/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`

  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) break
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (Date.now() >= deadline) throw new Error('Server did not become healthy within 30 s')

  return {
    baseUrl,
    storagePath,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(storagePath, { recursive: true, force: true })
    },
  }
}
