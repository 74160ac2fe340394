import { roleAtLeast } from '@shared/roles'
import { prefetch } from '@shell/api/prefetch'
import type { ComponentType } from 'react'
import type { ClientModule, DashboardWidget, LazyPage, NavEntry, Role } from '@shell/modules/types'

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

function routeMatches(path: string, pathname: string): boolean {
  const want = path.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  return (
    want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i])
  )
}

/* Pages whose code preloadModuleRoute has brought, by their loader. */
const loadedPages = new Map<LazyPage, ComponentType>()

/** The page's component when its code is already here, else undefined. */
export function loadedPage(page: LazyPage): ComponentType | undefined {
  return loadedPages.get(page)
}

function routesAt(pathname: string) {
  return clientModules
    .flatMap((module) => module.routes)
    .filter((route) => routeMatches(route.path, pathname))
}

/**
 * Sends the first data (`firstData`, api/prefetch.ts) of the module route
 * at the address: at once where every role may see the page, since waiting
 * for the session check puts the request behind the shell's first render;
 * once the session is known where the page needs a role.
 */
export function prefetchRouteData(
  location: { pathname: string; search: string },
  session: Promise<{ user: { role: Role } }>
): void {
  for (const route of routesAt(location.pathname)) {
    const firstData = route.firstData
    if (!firstData) continue
    const fetchFirstData = () => {
      for (const path of firstData(new URLSearchParams(location.search))) prefetch(path)
    }
    if (route.minRole === undefined) {
      fetchFirstData()
      continue
    }
    session.then(
      ({ user }) => {
        if (roleAllows(user.role, route.minRole)) fetchFirstData()
      },
      () => undefined
    )
  }
}

/**
 * Starts downloading the page chunk of the module route at the address at
 * once, beside the session check and the signed-in shell, instead of after
 * them (the router then finds it loaded: `loadedPage`). Settles when the
 * page's code has loaded or failed to.
 */
export function preloadModuleRoute(location: { pathname: string }): Promise<unknown> {
  return Promise.all(
    routesAt(location.pathname).map((route) =>
      route.page().then(
        (loaded) => loadedPages.set(route.page, loaded.default),
        () => undefined
      )
    )
  )
}
