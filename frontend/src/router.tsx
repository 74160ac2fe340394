import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { Skeleton } from 'antd'
import { AppLayout } from '@shell/layout/app_layout'
import { clientModules } from '@shell/modules/registry'
import type { ClientRoute, Role } from '@shell/modules/types'
import { RoleGate } from '@shell/auth/role_gate'

function lazyRoute(
  path: string,
  page: () => Promise<{ default: ComponentType }>,
  minRole?: Role
): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await page()
      return {
        Component: () => (
          <RoleGate minRole={minRole}>
            <Page />
          </RoleGate>
        ),
      }
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
        ...routes.map((route) => lazyRoute(route.path, route.page, route.minRole)),
        lazyRoute('*', () => import('@shell/pages/not_found_page')),
      ],
    },
  ])
}
