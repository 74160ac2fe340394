import { lazy, type ReactNode } from 'react'
import { useCurrentUser } from '@shell/auth/auth_context'
import { roleAllows } from '@shell/modules/registry'
import type { Role } from '@shell/modules/types'

/* Rarely shown, and antd's Result carries large illustrations: loaded when needed. */
const ForbiddenPage = lazy(() =>
  import('@shell/pages/forbidden_page').then((page) => ({ default: page.ForbiddenPage }))
)

export function RoleGate({ minRole, children }: { minRole?: Role; children: ReactNode }) {
  const user = useCurrentUser()
  return roleAllows(user.role, minRole) ? children : <ForbiddenPage />
}
