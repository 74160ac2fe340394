import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button, Card, Col, Flex, Row, Skeleton, Tabs, Typography } from 'antd'
import { useCurrentUser } from '@shell/auth/auth_context'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { formatMoney } from '@shell/format/money'
import { roleAllows } from '@shell/modules/registry'
import { statusLabel } from '@modules/purchasing/shared/order_status'
import type { OrderJson } from '@modules/purchasing/shared/order_json'
import { RECEIVING_TEXTS } from '@modules/receiving/shared/receiving_rules'
import { useOrdersWithStatus, type ReceiptJson } from '../api'
import { ReceiptResult } from '../components/receipt_result'
import { formatDay } from '@shell/format/day'

function OrderCards({
  orders,
  empty,
  action,
}: {
  orders: OrderJson[]
  empty: string
  action: (order: OrderJson) => React.ReactNode
}) {
  if (orders.length === 0) return <EmptyState text={empty} />
  return (
    <Row gutter={[16, 16]}>
      {orders.map((order) => (
        <Col key={order.id} xs={24} md={12} xl={8}>
          <Card
            title={order.orderNumber}
            extra={<Typography.Text type="secondary">{statusLabel(order.status)}</Typography.Text>}
            aria-label={`Order ${order.orderNumber}`}
          >
            <Flex vertical gap={4}>
              <span>{order.vendor?.name ?? 'Unknown Vendor'}</span>
              <span>Total: {formatMoney(order.totalAmount)}</span>
              <span>Expected: {formatDay(order.expectedDate)}</span>
              <div style={{ marginTop: 8 }}>{action(order)}</div>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  )
}

/** SPEC §2 Receiving, list view: orders to receive and received orders to adjust. */
export default function ReceivingPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const sent = useOrdersWithStatus('sent')
  const received = useOrdersWithStatus('received')
  const [result, setResult] = useState<ReceiptJson | null>(
    (location.state as { receipt?: ReceiptJson } | null)?.receipt ?? null
  )
  const [tab, setTab] = useState(
    (location.state as { tab?: string } | null)?.tab === 'received' ? 'received' : 'sent'
  )

  const error = sent.error ?? received.error
  let body: React.ReactNode
  if (error) {
    body = (
      <LoadError
        error={error}
        onRetry={() => {
          void sent.mutate()
          void received.mutate()
        }}
      />
    )
  } else if (!sent.data || !received.data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />
  } else {
    body = (
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'sent',
            label: `Orders to Receive (${sent.data.length})`,
            children: (
              <OrderCards
                orders={sent.data}
                empty={RECEIVING_TEXTS.noOrdersToReceive}
                action={(order) => (
                  <Button type="primary" onClick={() => void navigate(`/receiving/${order.id}`)}>
                    Receive Order
                  </Button>
                )}
              />
            ),
          },
          {
            key: 'received',
            label: `Received Orders (${received.data.length})`,
            children: (
              <OrderCards
                orders={received.data}
                empty={RECEIVING_TEXTS.noReceivedOrders}
                action={(order) =>
                  manager ? (
                    <Button onClick={() => void navigate(`/receiving/${order.id}`)}>
                      Adjust Receipt
                    </Button>
                  ) : (
                    <Button onClick={() => void navigate(`/purchase-orders/${order.id}`)}>
                      View Receipt
                    </Button>
                  )
                }
              />
            ),
          },
        ]}
      />
    )
  }

  return (
    <>
      <PageHeader title="Receiving" subtitle="Receive shipments and check them against the order" />
      <Flex vertical gap={16}>
        {result && <ReceiptResult receipt={result} onClose={() => setResult(null)} />}
        {body}
      </Flex>
    </>
  )
}
