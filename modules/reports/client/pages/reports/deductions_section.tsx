import { Table } from 'antd'
import { Panel } from '@shell/components/panel'
import { LoadError } from '@shell/components/load_error'
import { EmptyState } from '@shell/components/empty_state'
import type { Range } from '@modules/reports/shared/report_range'
import type { DeductionJson } from '@modules/reports/shared/report_json'
import { useDeductions } from '../../api'
import { formatDeduction } from '../../format'

/** How much of each product the period's sales took from stock. */
export function DeductionsSection({ range }: { range: Range }) {
  const { data, error, isLoading, mutate } = useDeductions(range)
  return (
    <Panel title="Inventory Deductions from Sales" className="report-section">
      {error ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <Table<DeductionJson>
          rowKey="productId"
          size="small"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={data && data.length > 10 ? { pageSize: 10 } : false}
          locale={{ emptyText: <EmptyState text="No sales took stock in this period." /> }}
          columns={[
            { key: 'product', title: 'Product', dataIndex: 'product' },
            { key: 'size', title: 'Size', responsive: ['sm'], render: (_, row) => row.size ?? '—' },
            {
              key: 'used',
              title: 'Used',
              align: 'right',
              render: (_, row) => formatDeduction(row),
            },
          ]}
        />
      )}
    </Panel>
  )
}
