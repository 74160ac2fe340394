import type { ModuleManifest } from '#app/modules/define_module'

/**
 * Orders manifests so each module comes after everything it depends on
 * (migrations follow foreign keys). Ties keep the given order, so the result
 * is stable. Throws on an unknown dependency, a duplicate name or a cycle.
 */
export function sortModules(manifests: ModuleManifest[]): ModuleManifest[] {
  const byName = new Map<string, ModuleManifest>()
  for (const manifest of manifests) {
    if (byName.has(manifest.name)) {
      throw new Error(`Module "${manifest.name}" is registered twice`)
    }
    byName.set(manifest.name, manifest)
  }
  for (const manifest of manifests) {
    for (const dependency of manifest.dependsOn) {
      if (!byName.has(dependency)) {
        throw new Error(`Module "${manifest.name}" depends on unknown module "${dependency}"`)
      }
    }
  }

  const sorted: ModuleManifest[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (manifest: ModuleManifest, path: string[]) => {
    const current = state.get(manifest.name)
    if (current === 'done') return
    if (current === 'visiting') {
      throw new Error(`Module dependency cycle: ${[...path, manifest.name].join(' -> ')}`)
    }
    state.set(manifest.name, 'visiting')
    for (const dependency of manifest.dependsOn) {
      visit(byName.get(dependency)!, [...path, manifest.name])
    }
    state.set(manifest.name, 'done')
    sorted.push(manifest)
  }
  for (const manifest of manifests) visit(manifest, [])
  return sorted
}
