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
}

export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest
}
