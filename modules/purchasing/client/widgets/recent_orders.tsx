import { Link } from 'react-router'
import { Card, Flex, Skeleton, Statistic, Table } from 'antd'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { OPEN_STATUSES, orderAllows } from '@modules/purchasing/shared/order_status'
import { useOrders, type PurchaseOrder } from '../api'
import { orderColumns } from '../components/order_columns'

/* SPEC §2 Dashboard: the first 3 orders. */
const RECENT_COUNT = 3

/**
 * Dashboard: open orders (created or sent, still to arrive) and the most
 * recent purchase orders, with View and, for sent orders, Track (Receiving).
 */
export default function RecentOrders() {
  const { data, error, isLoading, mutate } = useOrders({})

  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />
  if (error || !data) return <LoadError error={error} onRetry={() => void mutate()} />

  const pending = data.filter((order) => OPEN_STATUSES.includes(order.status)).length

  return (
    <Card
      title="Recent Purchase Orders"
      extra={<Link to="/purchase-orders">Create New Order</Link>}
    >
      <Flex vertical gap={16}>
        <Link to="/purchase-orders" aria-label={`Pending Orders: ${pending}`}>
          <Statistic title="Pending Orders" value={pending} />
        </Link>
        <Table<PurchaseOrder>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.slice(0, RECENT_COUNT)}
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
