import { lazy, Suspense, useMemo, useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { Button, Flex, Layout, Skeleton, Tag } from 'antd'
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons'
import { useAuth, useCurrentUser } from '@shell/auth/auth_context'
import { SCREEN, useMediaQuery } from '@shell/hooks/use_media_query'
import { navEntriesFor } from '@shell/modules/registry'
import { isActive, shellNavEntries } from '@shell/layout/shell_nav'
import { MainNav } from '@shell/layout/main_nav'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'

/* Only phones open it, and only on a tap: kept out of the first load. */
const NavDrawer = lazy(() => import('@shell/layout/nav_drawer'))

const ROLE_COLORS = { admin: 'gold', manager: 'blue', staff: 'default' } as const

export function AppLayout() {
  const user = useCurrentUser()
  const { signOut } = useAuth()
  const toast = useToast()
  const { pathname } = useLocation()
  const large = useMediaQuery(SCREEN.lg)
  const [drawerOpen, setDrawerOpen] = useState(false)
  /* Mounted from the first open on, so closing still animates. */
  const [drawerUsed, setDrawerUsed] = useState(false)

  const entries = useMemo(() => navEntriesFor(user.role, shellNavEntries), [user.role])
  const active = entries.find((entry) => isActive(entry.path, pathname))?.path
  const bottomEntries = entries.filter((entry) => entry.onBottomBar)

  const onSignOut = async () => {
    try {
      await signOut()
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to sign out', error),
        variant: 'error',
      })
    }
  }

  const menu = <MainNav entries={entries} active={active} onNavigate={() => setDrawerOpen(false)} />

  return (
    <Layout className="app-layout">
      {large && (
        <Layout.Sider width={232} theme="light" className="app-sider">
          <Link to="/dashboard" className="app-brand">
            Barstock
          </Link>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="app-header">
          <Flex align="center" gap={8}>
            {!large && (
              <>
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label="Open menu"
                  onClick={() => {
                    setDrawerUsed(true)
                    setDrawerOpen(true)
                  }}
                />
                <Link to="/dashboard" className="app-brand app-brand-inline">
                  Barstock
                </Link>
              </>
            )}
          </Flex>
          <Flex align="center" gap={8} className="app-user">
            <UserOutlined aria-hidden />
            {/* Not Typography: its editable/copyable machinery would weigh on every first load. */}
            <strong className="app-username" data-testid="current-user">
              {user.username}
            </strong>
            <Tag color={ROLE_COLORS[user.role]}>{user.role}</Tag>
            <Button icon={<LogoutOutlined />} onClick={onSignOut}>
              {large ? 'Sign out' : null}
              {!large && <span className="visually-hidden">Sign out</span>}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content className={large ? 'app-content' : 'app-content app-content-phone'}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {!large && (
        <>
          <nav className="bottom-bar" aria-label="Bottom navigation">
            {bottomEntries.map((entry) => (
              <Link
                key={entry.path}
                to={entry.path}
                className={entry.path === active ? 'bottom-bar-item active' : 'bottom-bar-item'}
                aria-current={entry.path === active ? 'page' : undefined}
              >
                <span className="bottom-bar-icon">{entry.icon}</span>
                <span>{entry.shortLabel ?? entry.label}</span>
              </Link>
            ))}
          </nav>
          {drawerUsed && (
            <Suspense fallback={null}>
              <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
                {menu}
              </NavDrawer>
            </Suspense>
          )}
        </>
      )}
    </Layout>
  )
}
