import { Table, Typography } from 'antd'
import { Panel } from '@shell/components/panel'
import { LoadError } from '@shell/components/load_error'
import { EmptyState } from '@shell/components/empty_state'
import type { LowStockItemJson } from '@modules/reports/shared/report_json'
import { useLowStock } from '../../api'
import { bottles } from '../../format'

/** Products at or under their reorder level, emptiest first. */
export function LowStockSection() {
  const { data, error, isLoading, mutate } = useLowStock()
  return (
    <Panel title="Low Stock" className="report-section">
      {error ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          {data && data.count > data.products.length && (
            <Typography.Paragraph type="secondary">
              The {data.products.length} emptiest of {data.count} low-stock products.
            </Typography.Paragraph>
          )}
          <Table<LowStockItemJson>
            rowKey="id"
            size="small"
            loading={isLoading}
            dataSource={data?.products ?? []}
            pagination={data && data.products.length > 10 ? { pageSize: 10 } : false}
            locale={{ emptyText: <EmptyState text="No products are low on stock." /> }}
            columns={[
              { key: 'name', title: 'Product', dataIndex: 'name' },
              { key: 'category', title: 'Category', dataIndex: 'category', responsive: ['sm'] },
              {
                key: 'stock',
                title: 'Stock',
                align: 'right',
                render: (_, item) => bottles(item.currentStock),
              },
              { key: 'reorder', title: 'Reorder At', dataIndex: 'reorderLevel', align: 'right' },
            ]}
          />
        </>
      )}
    </Panel>
  )
}
