import { useState } from 'react'
import { Link } from 'react-router'
import { Button, Flex, Grid, List, Pagination, Table, Typography } from 'antd'
import { EmptyState } from '@shell/components/empty_state'
import { formatMoney } from '@shell/format/money'
import { orderAllows } from '@modules/purchasing/shared/order_status'
import type { PurchaseOrder } from '../../api'
import { OrderStatusTag } from '../../components/status_tag'
import { orderColumns } from '../../components/order_columns'
import { useSendOrder } from '../../components/use_send_order'
import { formatDate } from '../../format'
import { formatDay } from '@shell/format/day'

const EMPTY_TEXT = 'No purchase orders found. Create your first order to get started.'

interface Props {
  /** The orders of the page shown. */
  orders: PurchaseOrder[]
  /** How many orders match, on every page. */
  total: number
  pageSize: number
  loading: boolean
  canManage: boolean
  page: number
  onPage: (page: number) => void
  /** The list's filters, so Back to Orders returns to the same list. */
  listSearch: string
}

/** The orders as a table on wide screens and one block per order on phones. */
export function OrderList({
  orders,
  total,
  pageSize,
  loading,
  canManage,
  page,
  onPage,
  listSearch,
}: Props) {
  const screens = Grid.useBreakpoint()
  const send = useSendOrder()
  const [sendingId, setSendingId] = useState<number | null>(null)
  const onSend = async (order: PurchaseOrder) => {
    setSendingId(order.id)
    await send(order)
    setSendingId(null)
  }
  const empty = <EmptyState text={EMPTY_TEXT} />
  const actions = (order: PurchaseOrder) => (
    <OrderActions
      order={order}
      canManage={canManage}
      sending={sendingId === order.id}
      listSearch={listSearch}
      onSend={() => void onSend(order)}
    />
  )

  if (screens.md) {
    return (
      <Table<PurchaseOrder>
        rowKey="id"
        loading={loading}
        dataSource={orders}
        locale={{ emptyText: empty }}
        pagination={{
          current: page,
          pageSize,
          total,
          onChange: onPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        scroll={{ x: 900 }}
        columns={orderColumns({ expectedDate: true, actions })}
      />
    )
  }
  return (
    <List<PurchaseOrder>
      loading={loading}
      dataSource={orders}
      locale={{ emptyText: empty }}
      footer={
        total > pageSize && (
          <Pagination
            current={page}
            pageSize={pageSize}
            total={total}
            onChange={onPage}
            size="small"
            align="center"
          />
        )
      }
      renderItem={(order) => (
        <List.Item key={order.id}>
          <Flex vertical gap={4} style={{ width: '100%' }}>
            <Flex justify="space-between" align="center" gap={8}>
              <Typography.Text strong>{order.orderNumber}</Typography.Text>
              <OrderStatusTag status={order.status} />
            </Flex>
            <Typography.Text>{order.vendor?.name ?? 'Unknown Vendor'}</Typography.Text>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text type="secondary">
                Ordered {formatDate(order.orderDate)} · Expected: {formatDay(order.expectedDate)}
              </Typography.Text>
              <Typography.Text strong>{formatMoney(order.totalAmount)}</Typography.Text>
            </Flex>
            {actions(order)}
          </Flex>
        </List.Item>
      )}
    />
  )
}

function OrderActions({
  order,
  canManage,
  sending,
  listSearch,
  onSend,
}: {
  order: PurchaseOrder
  canManage: boolean
  sending: boolean
  listSearch: string
  onSend: () => void
}) {
  /* Links need room between them: on a phone they would otherwise read as one. */
  return (
    <Flex gap={16} wrap align="center">
      <Link
        to={`/purchase-orders/${order.id}`}
        state={{ listSearch }}
        aria-label={`View ${order.orderNumber}`}
      >
        View
      </Link>
      {orderAllows(order.status, 'send') && canManage && (
        <Button
          type="link"
          size="small"
          loading={sending}
          onClick={onSend}
          aria-label={`Send ${order.orderNumber}`}
        >
          Send
        </Button>
      )}
      {orderAllows(order.status, 'receive') && (
        <Link to="/receiving" aria-label={`Go to Receiving for ${order.orderNumber}`}>
          Go to Receiving
        </Link>
      )}
    </Flex>
  )
}
