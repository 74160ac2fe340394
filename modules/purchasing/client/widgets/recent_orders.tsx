import { Link } from 'react-router'
import { Card, Flex, Skeleton, Statistic, Table } from 'antd'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import { OPEN_STATUSES } from '@modules/purchasing/shared/order_status'
import { useOrders, type PurchaseOrder } from '../api'
import { OrderStatusTag } from '../components/status_tag'
import { formatDate } from '../format'

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
          columns={[
            {
              title: 'Order #',
              dataIndex: 'orderNumber',
              key: 'orderNumber',
              render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{value}</span>,
            },
            {
              title: 'Vendor',
              key: 'vendor',
              render: (_, order) => order.vendor?.name ?? 'Unknown Vendor',
            },
            {
              title: 'Total Amount',
              dataIndex: 'totalAmount',
              key: 'totalAmount',
              align: 'right',
              render: (value: string) => formatMoney(value),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              key: 'status',
              render: (value: string) => <OrderStatusTag status={value} />,
            },
            {
              title: 'Order Date',
              dataIndex: 'orderDate',
              key: 'orderDate',
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, order) => (
                <Flex gap={8}>
                  <Link
                    to={`/purchase-orders/${order.id}`}
                    aria-label={`View ${order.orderNumber}`}
                  >
                    View
                  </Link>
                  {order.status === 'sent' && (
                    <Link to="/receiving" aria-label={`Track ${order.orderNumber}`}>
                      Track
                    </Link>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  )
}
