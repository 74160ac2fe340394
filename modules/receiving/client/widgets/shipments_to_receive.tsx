import { Link, useNavigate } from 'react-router'
import { Button, Card, List, Skeleton, Typography } from 'antd'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import { RECEIVING_TEXTS } from '@modules/receiving/shared/receiving_rules'
import { useOrdersWithStatus } from '../api'
import { formatDay } from '@shell/format/day'

const SHOWN = 3

/** Dashboard: the shipments on their way (sent orders), each one tap from its receiving form. */
export default function ShipmentsToReceive() {
  const navigate = useNavigate()
  const { data, error, isLoading, mutate } = useOrdersWithStatus('sent')

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />
  if (error || !data) return <LoadError error={error} onRetry={() => void mutate()} />

  return (
    <Card
      title={`Shipments to Receive (${data.length})`}
      extra={<Link to="/receiving">Receive Shipment</Link>}
    >
      {data.length === 0 ? (
        <EmptyState text={RECEIVING_TEXTS.noOrdersToReceive} />
      ) : (
        <List
          size="small"
          dataSource={data.slice(0, SHOWN)}
          renderItem={(order) => (
            <List.Item
              actions={[
                <Button
                  key="receive"
                  size="small"
                  onClick={() => void navigate(`/receiving/${order.id}`)}
                >
                  Receive Order
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={order.orderNumber}
                description={
                  <Typography.Text type="secondary">
                    {order.vendor?.name ?? 'Unknown Vendor'} · {formatMoney(order.totalAmount)} ·
                    Expected {formatDay(order.expectedDate)}
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
