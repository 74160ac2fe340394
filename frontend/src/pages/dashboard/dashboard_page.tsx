import { lazy, Suspense, useMemo, type ComponentType } from 'react'
import { Col, Row, Skeleton } from 'antd'
import { PageHeader } from '@shell/components/page_header'
import { useCurrentUser } from '@shell/auth/auth_context'
import { dashboardWidgetsFor } from '@shell/modules/registry'
import { RecentActivity } from '@shell/pages/dashboard/recent_activity'
import { QuickActionsCard, QuickActionsMenu } from '@shell/pages/dashboard/quick_actions'

interface Placed {
  key: string
  order: number
  span: number
  Component: ComponentType
}

/* The shell's own parts sit between the modules' widgets (SPEC §2's order). */
const SHELL_PARTS: Placed[] = [
  { key: 'recent-activity', order: 20, span: 12, Component: RecentActivity },
  { key: 'quick-actions', order: 21, span: 6, Component: QuickActionsCard },
]

/**
 * The dashboard is assembled from the widgets each module contributes, so
 * it shows exactly what the installed modules can back with real data.
 */
export default function DashboardPage() {
  const user = useCurrentUser()
  const parts = useMemo(
    () =>
      [
        ...dashboardWidgetsFor(user.role).map((widget) => ({
          key: widget.key,
          order: widget.order,
          span: widget.wide ? 24 : widget.narrow ? 6 : 12,
          Component: lazy(widget.component),
        })),
        ...SHELL_PARTS,
      ].sort((a, b) => a.order - b.order),
    [user.role]
  )

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Signed in as ${user.username}`}
        extra={<QuickActionsMenu />}
      />
      <Row gutter={[16, 16]}>
        {parts.map(({ key, span, Component }) => (
          <Col key={key} xs={24} md={span < 12 ? 12 : 24} lg={span}>
            <Suspense fallback={<Skeleton active />}>
              <Component />
            </Suspense>
          </Col>
        ))}
      </Row>
    </>
  )
}
