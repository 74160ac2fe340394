import { Card, Descriptions, Typography } from 'antd'
import { formatMoney } from '@shell/format/money'
import type { OrderDetailJson } from '@modules/purchasing/shared/order_json'
import type { ReceiptJson } from '../../api'
import { formatDateTime } from '../../format'

/** The order being received, its original and adjusted totals, and the receipt being adjusted. */
export function OrderTotals({
  order,
  receipt,
  adjustedTotal,
  difference,
  direction,
}: {
  order: OrderDetailJson
  receipt: ReceiptJson | null
  adjustedTotal: string
  difference: string
  direction: 'higher' | 'lower' | 'same'
}) {
  const adjusting = order.status === 'received'
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'number', label: 'Order #', children: order.orderNumber },
          { key: 'vendor', label: 'Vendor', children: order.vendor?.name ?? 'Unknown Vendor' },
          { key: 'date', label: 'Order Date', children: formatDateTime(order.orderDate) },
          { key: 'original', label: 'Original Total', children: formatMoney(order.totalAmount) },
          { key: 'adjusted', label: 'Adjusted Total', children: formatMoney(adjustedTotal) },
          {
            key: 'difference',
            label: 'Difference',
            children: (
              <Typography.Text
                type={
                  direction === 'higher' ? 'danger' : direction === 'lower' ? 'success' : undefined
                }
                data-direction={direction}
              >
                {direction === 'higher' ? '+' : ''}
                {formatMoney(difference)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {adjusting && receipt && (
        <Typography.Text type="secondary">
          Adjusting revision {receipt.revision}, received {formatDateTime(receipt.receivedDate)}
          {receipt.receivedBy ? ` by ${receipt.receivedBy.username}` : ''}. Stock moves by the
          difference only.
        </Typography.Text>
      )}
    </Card>
  )
}
