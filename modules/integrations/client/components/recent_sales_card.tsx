import { Card, Table, Tag } from 'antd'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import type { PosDataJson } from '@modules/integrations/shared/sale_json'
import { useRecentSales } from '../api'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' })

/** The newest 50 sold lines. */
export function RecentSalesCard() {
  const { data, error, isLoading, mutate } = useRecentSales()
  return (
    <Card title="Recent sales">
      {error ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <Table<PosDataJson>
          size="small"
          rowKey="id"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={false}
          scroll={{ x: 480 }}
          locale={{ emptyText: 'No sales recorded yet.' }}
          columns={[
            {
              title: 'Date',
              dataIndex: 'saleDate',
              render: (value: string) => dateTime.format(new Date(value)),
            },
            {
              title: 'Item',
              key: 'item',
              render: (_value, sale) =>
                sale.recipe?.name ?? (
                  <>
                    {sale.posItemName ?? sale.transactionId}{' '}
                    {sale.unmapped && <Tag color="warning">Unmapped</Tag>}
                  </>
                ),
            },
            { title: 'Qty', dataIndex: 'quantity', align: 'right' },
            {
              title: 'Amount',
              dataIndex: 'amount',
              align: 'right',
              render: (value: string) => formatMoney(value),
            },
            { title: 'Source', dataIndex: 'source' },
          ]}
        />
      )}
    </Card>
  )
}
