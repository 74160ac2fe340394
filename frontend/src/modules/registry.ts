import { roleAtLeast } from '@shared/roles'
import type { ClientModule, DashboardWidget, NavEntry, Role } from '@shell/modules/types'

const found = import.meta.glob<{ default: ClientModule }>('../../../modules/*/client/index.ts', {
  eager: true,
})

export const clientModules: ClientModule[] = Object.values(found).map((entry) => entry.default)

export function roleAllows(role: Role, minRole: Role | undefined): boolean {
  return minRole === undefined || roleAtLeast(role, minRole)
}

export function navEntriesFor(role: Role, shellEntries: NavEntry[]): NavEntry[] {
  return [...shellEntries, ...clientModules.flatMap((module) => module.nav)]
    .filter((entry) => roleAllows(role, entry.minRole))
    .sort((a, b) => a.order - b.order)
}

export function dashboardWidgetsFor(role: Role): DashboardWidget[] {
  return clientModules
    .flatMap((module) => module.dashboardWidgets ?? [])
    .filter((widget) => roleAllows(role, widget.minRole))
    .sort((a, b) => a.order - b.order)
}
