import { useMemo, useState } from 'react'
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd'
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { PageHeader } from '@shell/components/page_header'
import { LoadError } from '@shell/components/load_error'
import { EmptyState } from '@shell/components/empty_state'
import { downloadFile } from '@shell/api/download'
import { formatMoney } from '@shell/format/money'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  customRange,
  DEFAULT_CUSTOM_RANGE,
  presetRange,
  rangeProblem,
  type Range,
} from '@modules/reports/shared/report_range'
import type {
  DeductionJson,
  LowStockItemJson,
  SaleJson,
  TopRecipeJson,
} from '@modules/reports/shared/report_json'
import {
  rangeQuery,
  useDeductions,
  useLowStock,
  useReportSummary,
  useSalesByDay,
  useSalesReport,
  useTopRecipes,
  useValueByCategory,
} from '../api'
import { BarChart, LineChart } from '../components/charts'
import { bottles, formatDeduction } from '../format'
import { RangeSelector, type RangeChoice } from '../components/range_selector'
import '../reports.css'

function rangeOf(choice: RangeChoice, now: Date): Range {
  return choice.preset === 'custom'
    ? customRange(choice.startDay, choice.endDay)
    : presetRange(choice.preset, now)
}

const SALES_PAGE = 20

/** Sales cards and the period's sale lines (GET /api/sales-report), a page at a time. */
function SalesSection({ range }: { range: Range }) {
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
  const cards = [
    { title: 'Total Sales', value: formatMoney(data.totalSales) },
    { title: 'Items Sold', value: bottles(data.totalItems) },
    { title: 'Sale Lines', value: data.salesCount.toLocaleString('en-US') },
    { title: 'Stock Adjustments', value: data.adjustmentsCount.toLocaleString('en-US') },
  ]
  return (
    <>
      <Row gutter={[12, 12]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={card.title} value={card.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title="Sales for the Period"
        className="report-section"
        role="region"
        aria-label="Sales for the Period"
      >
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
      </Card>
    </>
  )
}

function TopRecipesSection({ range }: { range: Range }) {
  const { data, error, isLoading, mutate } = useTopRecipes(range)
  return (
    <Card
      title="Top 10 Recipes"
      className="report-section"
      role="region"
      aria-label="Top 10 Recipes"
    >
      {isLoading && <Skeleton active />}
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState text="No recipe sales in this period." />}
      {data && data.length > 0 && (
        <>
          <BarChart
            label="Top recipes by quantity sold"
            labels={data.map((recipe) => recipe.name)}
            values={data.map((recipe) => recipe.quantity)}
            horizontal
          />
          <Table<TopRecipeJson>
            rowKey="recipeId"
            size="small"
            pagination={false}
            dataSource={data}
            columns={[
              { key: 'rank', title: '#', render: (_, _recipe, index) => index + 1 },
              { key: 'name', title: 'Recipe', dataIndex: 'name' },
              { key: 'sold', title: 'Sold', align: 'right', render: (_, r) => bottles(r.quantity) },
              {
                key: 'revenue',
                title: 'Revenue',
                align: 'right',
                render: (_, recipe) => formatMoney(recipe.revenue),
              },
            ]}
          />
        </>
      )}
    </Card>
  )
}

function SummaryCards() {
  const { data, error, isLoading, mutate } = useReportSummary()
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />
  if (error || !data) return <LoadError error={error} onRetry={() => void mutate()} />
  const cards = [
    { title: 'Inventory Value', value: formatMoney(data.inventoryValue) },
    { title: 'Total Items', value: data.totalItems.toLocaleString('en-US') },
    { title: 'Low Stock Items', value: data.lowStockCount.toLocaleString('en-US') },
    { title: 'Out of Stock', value: data.outOfStockCount.toLocaleString('en-US') },
  ]
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}

function LowStockSection() {
  const { data, error, isLoading, mutate } = useLowStock()
  return (
    <Card title="Low Stock" className="report-section" role="region" aria-label="Low Stock">
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
    </Card>
  )
}

function CategorySection() {
  const { data, error, isLoading, mutate } = useValueByCategory()
  return (
    <Card
      title="Inventory by Category"
      className="report-section"
      role="region"
      aria-label="Inventory by Category"
    >
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
                render: (_, row) => formatMoney(row.value),
              },
            ]}
          />
        </>
      )}
    </Card>
  )
}

function DeductionsSection({ range }: { range: Range }) {
  const { data, error, isLoading, mutate } = useDeductions(range)
  return (
    <Card
      title="Inventory Deductions from Sales"
      className="report-section"
      role="region"
      aria-label="Inventory Deductions from Sales"
    >
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
    </Card>
  )
}

/** SPEC §2 Reports & Analytics: the chosen period's report, exported or printed as shown. */
export default function ReportsPage() {
  const toast = useToast()
  const [choice, setChoice] = useState<RangeChoice>({
    preset: 'custom',
    startDay: DEFAULT_CUSTOM_RANGE.start,
    endDay: DEFAULT_CUSTOM_RANGE.end,
  })
  /* "Now" is taken when a range is chosen, so the range (and its cache key) holds still. */
  const [chosenAt, setChosenAt] = useState(() => new Date())
  const range = useMemo(() => rangeOf(choice, chosenAt), [choice, chosenAt])
  /* A custom range being typed can be reversed or too long for a moment: ask nothing then. */
  const problem = rangeProblem(range)
  const [exporting, setExporting] = useState(false)

  const choose = (next: RangeChoice) => {
    setChoice(next)
    setChosenAt(new Date())
  }

  const exportData = async () => {
    setExporting(true)
    try {
      await downloadFile(`/api/reports/export?${rangeQuery(range)}`, 'barstock_report.xlsx')
      toast({ title: 'Export Complete', variant: 'success' })
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: failureDescription('Failed to export the report', error),
        variant: 'error',
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="report-print">
      <PageHeader
        title="Reports & Analytics"
        subtitle={`${range.start.toLocaleString('en-US')} – ${range.end.toLocaleString('en-US')}`}
        extra={
          <span className="no-print">
            <Link to="/reports/variance">Usage &amp; Variance</Link>{' '}
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              disabled={problem !== null}
              onClick={exportData}
            >
              Export Data
            </Button>{' '}
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              Print Report
            </Button>
          </span>
        }
      />
      <RangeSelector value={choice} onChange={choose} />
      {problem && <Alert type="warning" showIcon title={problem.message} className="report-body" />}
      {!problem && (
        <div className="report-body">
          <SalesSection key={`${range.start.getTime()}-${range.end.getTime()}`} range={range} />
          <SummaryCards />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <LowStockSection />
            </Col>
            <Col xs={24} lg={12}>
              <CategorySection />
            </Col>
            <Col xs={24} lg={12}>
              <TopRecipesSection range={range} />
            </Col>
            <Col xs={24} lg={12}>
              <DeductionsSection range={range} />
            </Col>
          </Row>
        </div>
      )}
    </div>
  )
}
