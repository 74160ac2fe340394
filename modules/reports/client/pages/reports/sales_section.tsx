import { useState } from 'react'
import { Alert, Skeleton, Table } from 'antd'
import { Panel } from '@shell/components/panel'
import { EmptyState } from '@shell/components/empty_state'
import { formatMoney } from '@shell/format/money'
import type { Range } from '@modules/reports/shared/report_range'
import type { SaleJson } from '@modules/reports/shared/report_json'
import { useSalesByDay, useSalesReport } from '../../api'
import { LineChart } from '../../components/charts'
import { bottles } from '../../format'
import { StatCards } from './stat_cards'

const SALES_PAGE = 20

/** Sales cards and the period's sale lines (GET /api/sales-report), a page at a time. */
export function SalesSection({ range }: { range: Range }) {
  const [page, setPage] = useState(1)
  const { data, error, isLoading } = useSalesReport(range, {
    limit: SALES_PAGE,
    offset: (page - 1) * SALES_PAGE,
  })
  const days = useSalesByDay(range)
  if (error) {
    return <Alert type="error" showIcon title="Failed to fetch sales report" />
  }
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 4 }} />
  return (
    <>
      <StatCards
        cards={[
          { title: 'Total Sales', value: formatMoney(data.totalSales) },
          { title: 'Items Sold', value: bottles(data.totalItems) },
          { title: 'Sale Lines', value: data.salesCount.toLocaleString('en-US') },
          { title: 'Stock Adjustments', value: data.adjustmentsCount.toLocaleString('en-US') },
        ]}
      />
      <Panel title="Sales for the Period" className="report-section">
        {days.data && days.data.length > 0 && (
          <LineChart
            label="Sales per day"
            labels={days.data.map((day) => day.day)}
            values={days.data.map((day) => Number(day.revenue))}
            format={formatMoney}
          />
        )}
        <Table<SaleJson>
          rowKey="id"
          size="small"
          dataSource={data.sales}
          locale={{ emptyText: <EmptyState text="No sales in this period." /> }}
          pagination={{
            current: page,
            pageSize: SALES_PAGE,
            total: data.salesCount,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'date',
              title: 'Date',
              render: (_, sale) => new Date(sale.saleDate).toLocaleString('en-US'),
            },
            {
              key: 'recipe',
              title: 'Recipe',
              render: (_, sale) => sale.recipe?.name ?? 'Unmapped item',
            },
            { key: 'quantity', title: 'Qty', dataIndex: 'quantity', align: 'right' },
            {
              key: 'amount',
              title: 'Amount',
              align: 'right',
              render: (_, sale) => formatMoney(sale.amount),
            },
            {
              key: 'transaction',
              title: 'Transaction',
              dataIndex: 'transactionId',
              responsive: ['md'],
            },
          ]}
        />
      </Panel>
    </>
  )
}
