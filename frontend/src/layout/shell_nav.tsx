import { DashboardOutlined, TeamOutlined } from '@ant-design/icons'
import type { NavEntry } from '@shell/modules/types'

/** Navigation the shell itself owns; modules contribute the rest. */
export const shellNavEntries: NavEntry[] = [
  {
    label: 'Dashboard',
    icon: <DashboardOutlined />,
    path: '/dashboard',
    order: 0,
    onBottomBar: true,
  },
  { label: 'Users', icon: <TeamOutlined />, path: '/users', order: 900, minRole: 'admin' },
]

/** Dashboard is also the active entry on '/'. */
export function isActive(entryPath: string, pathname: string): boolean {
  if (entryPath === '/dashboard' && pathname === '/') return true
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`)
}
