import { Flex, Grid, Table, Typography } from 'antd'
import { Panel } from '@shell/components/panel'
import { formatBottles } from '@shell/format/bottles'
import { formatMoney } from '@shell/format/money'
import type { PurchaseOrderDetail, PurchaseOrderItem } from '../../api'

function quantityText(item: PurchaseOrderItem) {
  const parts = []
  if (item.cases > 0) parts.push(`${item.cases} case${item.cases === 1 ? '' : 's'}`)
  if (item.quantity > 0 || parts.length === 0) {
    parts.push(`${formatBottles(item.quantity)} bottle${item.quantity === 1 ? '' : 's'}`)
  }
  return parts.join(' + ')
}

/** The order's lines: product, cases and bottles, unit and case cost, line total. */
export function OrderItems({ order }: { order: PurchaseOrderDetail }) {
  /* On a phone the unit and case cost move under the item total instead of off-screen. */
  const phone = !Grid.useBreakpoint().sm
  return (
    <Panel title="Items">
      <Table<PurchaseOrderItem>
        rowKey="id"
        dataSource={order.items}
        pagination={order.items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={phone ? undefined : { x: 640 }}
        columns={[
          {
            title: 'Product',
            key: 'product',
            render: (_, item) =>
              item.product ? (
                <Flex vertical>
                  <span>{item.product.name}</span>
                  <Typography.Text type="secondary">
                    {[item.product.size, item.product.category].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              ) : (
                'Unknown Product'
              ),
          },
          {
            title: 'Quantity',
            key: 'quantity',
            render: (_, item) => (
              <Flex vertical>
                <span>{quantityText(item)}</span>
                {item.cases > 0 && (
                  <Typography.Text type="secondary">
                    {formatBottles(item.bottleCount)} bottles
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: 'Unit Cost',
            dataIndex: 'unitCost',
            key: 'unitCost',
            align: 'right',
            responsive: ['sm'],
            render: (value: string) => formatMoney(value),
          },
          {
            title: 'Case Cost',
            dataIndex: 'caseCost',
            key: 'caseCost',
            align: 'right',
            responsive: ['sm'],
            render: (value: string | null) => formatMoney(value),
          },
          {
            title: 'Total',
            dataIndex: 'totalCost',
            key: 'totalCost',
            align: 'right',
            render: (value: string, item) =>
              phone ? (
                <Flex vertical align="end">
                  <span>{formatMoney(value)}</span>
                  <Typography.Text type="secondary">
                    Unit Cost {formatMoney(item.unitCost)}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    Case Cost {formatMoney(item.caseCost)}
                  </Typography.Text>
                </Flex>
              ) : (
                formatMoney(value)
              ),
          },
        ]}
      />
    </Panel>
  )
}
