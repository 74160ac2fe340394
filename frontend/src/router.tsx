import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { Skeleton } from 'antd'
import { AppLayout } from '@shell/layout/app_layout'
import { clientModules, loadedPage } from '@shell/modules/registry'
import type { ClientRoute, LazyPage, Role } from '@shell/modules/types'
import { RoleGate } from '@shell/auth/role_gate'

function gated(Page: ComponentType, minRole?: Role) {
  return function GatedPage() {
    return (
      <RoleGate minRole={minRole}>
        <Page />
      </RoleGate>
    )
  }
}

/*
 * The page of the address the app was opened at is usually loaded by now
 * (preloadModuleRoute): its route gets the component itself, so the router
 * starts initialized and draws the page in its first render. A lazy route
 * would first draw the skeleton, then the page in a second, time-sliced
 * render after the lazy promise settles.
 */
function pageRoute(path: string, page: LazyPage, minRole?: Role): RouteObject {
  const loaded = loadedPage(page)
  if (loaded) return { path, Component: gated(loaded, minRole) }
  return {
    path,
    lazy: async () => {
      const { default: Page } = await page()
      return { Component: gated(Page, minRole) }
    },
  }
}

const shellRoutes: ClientRoute[] = [
  { path: '/', page: () => import('@shell/pages/dashboard/dashboard_page') },
  { path: '/dashboard', page: () => import('@shell/pages/dashboard/dashboard_page') },
  { path: '/activity', page: () => import('@shell/pages/activity/activity_page') },
  { path: '/users', page: () => import('@shell/pages/users/users_page'), minRole: 'admin' },
]

export function createAppRouter() {
  const routes = [...shellRoutes, ...clientModules.flatMap((module) => module.routes)]
  return createBrowserRouter([
    {
      element: <AppLayout />,
      HydrateFallback: () => <Skeleton active paragraph={{ rows: 6 }} />,
      children: [
        ...routes.map((route) => pageRoute(route.path, route.page, route.minRole)),
        pageRoute('*', () => import('@shell/pages/not_found_page')),
      ],
    },
  ])
}
