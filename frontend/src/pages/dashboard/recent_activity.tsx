import { Link } from 'react-router'
import useSWR from 'swr'
import { Card, List, Skeleton, Tag, Typography } from 'antd'
import { useCurrentUser } from '@shell/auth/auth_context'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { formatRelativeDays } from '@shell/format/relative_days'
import { clientModules, roleAllows } from '@shell/modules/registry'
import type { ActivityEntry } from '@shell/pages/activity/activity_api'

const installed = (name: string) => clientModules.some((module) => module.name === name)

interface LowStockAnswer {
  count: number
  products: Array<{ id: number; name: string; currentStock: number; reorderLevel: number }>
}

const ALERTS = 3

/**
 * Low-stock alerts (from the reports module, when installed) with Reorder,
 * which opens a prefilled purchase order where purchasing is installed.
 */
function LowStockAlerts() {
  const user = useCurrentUser()
  const canReorder = installed('purchasing') && roleAllows(user.role, 'manager')
  const { data } = useSWR<LowStockAnswer>('/api/reports/low-stock')
  if (!data || data.count === 0) return null
  return (
    <List
      dataSource={data.products.slice(0, ALERTS)}
      renderItem={(product) => (
        <List.Item
          actions={
            canReorder
              ? [
                  <Link
                    key="reorder"
                    to={`/purchase-orders?reorder=${product.id}`}
                    aria-label={`Reorder ${product.name}`}
                  >
                    Reorder
                  </Link>,
                ]
              : undefined
          }
        >
          <List.Item.Meta
            title={
              <>
                <Tag color="orange">Low stock</Tag>
                {product.name}
              </>
            }
            description={`${product.currentStock.toLocaleString('en-US')} left, reorder at ${product.reorderLevel}`}
          />
        </List.Item>
      )}
    />
  )
}

export function RecentActivity() {
  const { data, error, isLoading, mutate } = useSWR<ActivityEntry[]>('/api/activity?limit=8')

  return (
    <Card
      title="Recent Activity"
      role="region"
      aria-label="Recent Activity"
      extra={<Link to="/activity">View All Activity</Link>}
    >
      {installed('reports') && <LowStockAlerts />}
      {isLoading && <Skeleton active />}
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState text="Nothing has happened yet." />}
      {data && data.length > 0 && (
        <List
          dataSource={data}
          renderItem={(entry) => (
            <List.Item>
              <List.Item.Meta
                title={entry.summary}
                description={
                  <Typography.Text type="secondary">
                    {entry.username ?? 'System'} · {formatRelativeDays(entry.createdAt)}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
