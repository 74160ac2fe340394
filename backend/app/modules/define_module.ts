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
  /** Route patterns whose multipart bodies the body parser may stream to disk. */
  uploadRoutes?: string[]
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
