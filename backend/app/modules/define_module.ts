import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * A server module manifest: only strings and lazy imports, so reading the
 * registry (for migration paths, say) never loads a module's code.
 */
export interface ModuleManifest {
  name: string
  dependsOn: string[]
  routes?: () => Promise<unknown>
  migrations?: string
  /**
   * Route patterns (as declared, e.g. '/api/products/import') whose multipart
   * bodies the kernel's upload middleware reads, after sign-in, CSRF and the
   * route's role check; nowhere else is a multipart body read.
   */
  uploadRoutes?: string[]
  /**
   * Route patterns whose handler reads the raw request stream itself (a file
   * PUT to a signed upload URL): the body parser leaves their bodies unread,
   * whatever the content type. The handler caps and checks what it reads.
   */
  rawBodyRoutes?: string[]
  events?: () => Promise<unknown>
  /**
   * Demo rows for a new install, loaded in dependency order inside one
   * transaction by `node ace sample-data:load` or the first-run screen.
   */
  sampleData?: () => Promise<{ default: SampleDataLoader }>
}

export type SampleDataLoader = (
  trx: TransactionClientContract,
  context: { userId: string | null }
) => Promise<void>

export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest
}
