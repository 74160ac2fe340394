import { Skeleton, Table, Typography } from 'antd'
import { Panel } from '@shell/components/panel'
import { LoadError } from '@shell/components/load_error'
import { EmptyState } from '@shell/components/empty_state'
import { formatMoney } from '@shell/format/money'
import { useValueByCategory } from '../../api'
import { BarChart } from '../../components/charts'
import { bottles } from '../../format'
import { unknownCostNote } from '../../unknown_costs'

/** Stock value per category, charted and listed. */
export function CategorySection() {
  const { data, error, isLoading, mutate } = useValueByCategory()
  return (
    <Panel title="Inventory by Category" className="report-section">
      {isLoading && <Skeleton active />}
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState text="No products yet." />}
      {data && data.length > 0 && (
        <>
          <BarChart
            label="Inventory value by category"
            labels={data.map((row) => row.category)}
            values={data.map((row) => Number(row.value))}
            format={formatMoney}
          />
          <Table
            rowKey="category"
            size="small"
            pagination={false}
            dataSource={data}
            columns={[
              { key: 'category', title: 'Category', dataIndex: 'category' },
              { key: 'products', title: 'Products', dataIndex: 'productCount', align: 'right' },
              {
                key: 'stock',
                title: 'Bottles',
                align: 'right',
                responsive: ['sm'],
                render: (_, row) => bottles(row.totalStock),
              },
              {
                key: 'value',
                title: 'Value',
                align: 'right',
                render: (_, row) => (
                  <>
                    {formatMoney(row.value)}
                    {row.unknownCostCount > 0 && (
                      <Typography.Text type="secondary" className="report-note">
                        {unknownCostNote(row.unknownCostCount)}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </Panel>
  )
}
