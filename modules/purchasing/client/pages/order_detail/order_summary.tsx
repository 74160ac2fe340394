import { Link } from 'react-router'
import { Alert, Button, Descriptions, Flex } from 'antd'
import { Panel } from '@shell/components/panel'
import { MailOutlined } from '@ant-design/icons'
import { formatMoney } from '@shell/format/money'
import { orderAllows } from '@modules/purchasing/shared/order_status'
import type { PurchaseOrderDetail } from '../../api'
import { OrderStatusTag } from '../../components/status_tag'
import { formatDate } from '../../format'
import { formatDay } from '@shell/format/day'
import type { OrderCommands } from './use_order_commands'

interface Props {
  order: PurchaseOrderDetail
  canManage: boolean
  commands: OrderCommands
}

/** A sent order's Receiving notice (with Email to Vendor when it was not emailed) and the header. */
export function OrderSummary({ order, canManage, commands: { busy, onEmail } }: Props) {
  return (
    <>
      {orderAllows(order.status, 'receive') && (
        <Alert
          type="info"
          showIcon
          title="This order is waiting in Receiving"
          description={
            order.emailedAt
              ? `Emailed to the vendor on ${formatDate(order.emailedAt)}.`
              : 'It was not emailed to the vendor. Print it, or email it once mail and the vendor’s email are set up.'
          }
          action={
            <Flex vertical gap={8}>
              <Link to="/receiving">Go to Receiving</Link>
              {canManage && !order.emailedAt && (
                <Button
                  size="small"
                  icon={<MailOutlined />}
                  loading={busy === 'email'}
                  onClick={() => void onEmail()}
                >
                  Email to Vendor
                </Button>
              )}
            </Flex>
          }
        />
      )}
      <Panel>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'number', label: 'Order #', children: order.orderNumber },
            { key: 'vendor', label: 'Vendor', children: order.vendor?.name ?? 'Unknown Vendor' },
            {
              key: 'status',
              label: 'Status',
              children: <OrderStatusTag status={order.status} />,
            },
            { key: 'date', label: 'Order Date', children: formatDate(order.orderDate) },
            { key: 'total', label: 'Total', children: formatMoney(order.totalAmount) },
            {
              key: 'expected',
              label: 'Expected Delivery',
              children: formatDay(order.expectedDate),
            },
            ...(order.notes ? [{ key: 'notes', label: 'Notes', children: order.notes }] : []),
          ]}
        />
      </Panel>
    </>
  )
}
