import { Link } from 'react-router'
import { Card, Flex, Skeleton, Table } from 'antd'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { orderAllows } from '@modules/purchasing/shared/order_status'
import { useOrderPage, type PurchaseOrder } from '../api'
import { orderColumns } from '../components/order_columns'

/* SPEC §2 Dashboard: the first 3 orders. */
const RECENT_COUNT = 3

/**
 * Dashboard: the most recent purchase orders, with View and, for sent
 * orders, Track (Receiving). The Pending Orders count is a metric card.
 */
export default function RecentOrders() {
  const { data, error, isLoading, mutate } = useOrderPage({ page: 1, pageSize: RECENT_COUNT })

  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />
  if (error || !data) return <LoadError error={error} onRetry={() => void mutate()} />

  return (
    <Card
      role="region"
      aria-label="Recent Purchase Orders"
      title="Recent Purchase Orders"
      extra={<Link to="/purchase-orders">Create New Order</Link>}
    >
      <Flex vertical gap={16}>
        <Table<PurchaseOrder>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.rows}
          locale={{ emptyText: <EmptyState text="No purchase orders yet." /> }}
          scroll={{ x: 640 }}
          columns={orderColumns({
            expectedDate: false,
            actions: (order) => (
              <Flex gap={8}>
                <Link to={`/purchase-orders/${order.id}`} aria-label={`View ${order.orderNumber}`}>
                  View
                </Link>
                {orderAllows(order.status, 'receive') && (
                  <Link to="/receiving" aria-label={`Track ${order.orderNumber}`}>
                    Track
                  </Link>
                )}
              </Flex>
            ),
          })}
        />
      </Flex>
    </Card>
  )
}
