/*
 * THE module registry. Every folder in modules/ is listed here once; the
 * registry parity test fails otherwise. `node ace make:module <name>` edits
 * this file for you.
 */
import { sortModules } from '#app/modules/sort_modules'
import vendors from '#modules/vendors/server/module'
import inventory from '#modules/inventory/server/module'
import purchasing from '#modules/purchasing/server/module'
import recipes from '#modules/recipes/server/module'
import integrations from '#modules/integrations/server/module'
import receiving from '#modules/receiving/server/module'
import counts from '#modules/counts/server/module'
import reports from '#modules/reports/server/module'

export const modules = sortModules([
  vendors,
  inventory,
  purchasing,
  recipes,
  integrations,
  receiving,
  counts,
  reports,
  // make:module inserts new manifests above this line
])

export const migrationPaths = [
  'backend/database/migrations',
  ...modules.flatMap((manifest) => (manifest.migrations ? [manifest.migrations] : [])),
]

export const uploadRoutes = modules.flatMap((manifest) => manifest.uploadRoutes ?? [])

export const rawBodyRoutes = modules.flatMap((manifest) => manifest.rawBodyRoutes ?? [])
