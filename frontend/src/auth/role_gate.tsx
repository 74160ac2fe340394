import type { ReactNode } from 'react'
import { useCurrentUser } from '@shell/auth/auth_context'
import { roleAllows } from '@shell/modules/registry'
import type { Role } from '@shell/modules/types'
import { ForbiddenPage } from '@shell/pages/forbidden_page'

export function RoleGate({ minRole, children }: { minRole?: Role; children: ReactNode }) {
  const user = useCurrentUser()
  return roleAllows(user.role, minRole) ? children : <ForbiddenPage />
}
