import { lazy, Suspense, useMemo } from 'react'
import { Col, Row, Skeleton } from 'antd'
import { PageHeader } from '@shell/components/page_header'
import { useCurrentUser } from '@shell/auth/auth_context'
import { dashboardWidgetsFor } from '@shell/modules/registry'
import { RecentActivity } from '@shell/pages/dashboard/recent_activity'

/**
 * The dashboard is assembled from the widgets each module contributes, so
 * it shows exactly what the installed modules can back with real data.
 */
export default function DashboardPage() {
  const user = useCurrentUser()
  const widgets = useMemo(
    () =>
      dashboardWidgetsFor(user.role).map((widget) => ({
        ...widget,
        Component: lazy(widget.component),
      })),
    [user.role]
  )

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Signed in as ${user.username}`} />
      <Row gutter={[16, 16]}>
        {widgets.map(({ key, wide, Component }) => (
          <Col key={key} xs={24} lg={wide ? 24 : 12}>
            <Suspense fallback={<Skeleton active />}>
              <Component />
            </Suspense>
          </Col>
        ))}
        <Col xs={24}>
          <RecentActivity />
        </Col>
      </Row>
    </>
  )
}
