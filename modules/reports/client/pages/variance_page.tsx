import { useState } from 'react'
import { Link } from 'react-router'
import {
  Alert,
  Button,
  Col,
  Flex,
  Row,
  Select,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import useSWR from 'swr'
import { PageHeader } from '@shell/components/page_header'
import { Panel } from '@shell/components/panel'
import { LoadError } from '@shell/components/load_error'
import { EmptyState } from '@shell/components/empty_state'
import { downloadFile } from '@shell/api/download'
import { formatMoney } from '@shell/format/money'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { moneyToCents } from '@modules/reports/shared/variance'
import type {
  VarianceCountJson,
  VarianceReportJson,
  VarianceRowJson,
} from '@modules/reports/shared/variance_json'
import { BarChart } from '../components/charts'
import { bottles } from '../format'

const WORST = 10

function countLabel(count: VarianceCountJson) {
  return `${count.name} (${new Date(count.finalizedAt).toLocaleDateString('en-US')})`
}

const byDollars = (a: VarianceRowJson, b: VarianceRowJson) =>
  moneyToCents(a.varianceDollars) - moneyToCents(b.varianceDollars)

const columns: TableColumnsType<VarianceRowJson> = [
  {
    key: 'product',
    title: 'Product',
    fixed: 'left',
    sorter: (a, b) => a.name.localeCompare(b.name),
    render: (_, row) => (
      <>
        <Typography.Text strong>{row.name}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{row.category}</Typography.Text>
        {row.negativeUsage && (
          <>
            <br />
            <Tag color="error">Negative usage: check the counts</Tag>
          </>
        )}
      </>
    ),
  },
  { key: 'start', title: 'Start', render: (_, row) => bottles(row.startCount) },
  { key: 'received', title: 'Received', render: (_, row) => bottles(row.received) },
  { key: 'end', title: 'End', render: (_, row) => bottles(row.endCount) },
  {
    key: 'actual',
    title: 'Actual usage',
    sorter: (a, b) => a.actualUsage - b.actualUsage,
    render: (_, row) => bottles(row.actualUsage),
  },
  { key: 'sold', title: 'Sold', render: (_, row) => bottles(row.sold) },
  { key: 'loss', title: 'Waste etc.', render: (_, row) => bottles(row.recordedLoss) },
  {
    key: 'varianceBottles',
    title: 'Variance (btl)',
    sorter: (a, b) => a.varianceBottles - b.varianceBottles,
    render: (_, row) => bottles(row.varianceBottles),
  },
  {
    key: 'varianceOunces',
    title: 'Variance (oz)',
    render: (_, row) => row.varianceOunces.toFixed(2),
  },
  {
    key: 'varianceDollars',
    title: 'Variance ($)',
    sorter: byDollars,
    defaultSortOrder: 'descend',
    render: (_, row) =>
      row.unitCost === null ? (
        /* The totals count it as $0.00; the row says why. */
        <Typography.Text type="secondary">Cost unknown</Typography.Text>
      ) : (
        <Typography.Text type={moneyToCents(row.varianceDollars) > 0 ? 'danger' : undefined}>
          {formatMoney(row.varianceDollars)}
        </Typography.Text>
      ),
  },
  {
    key: 'percent',
    title: '% of usage',
    sorter: (a, b) => (a.variancePercent ?? -Infinity) - (b.variancePercent ?? -Infinity),
    render: (_, row) => (row.variancePercent === null ? '—' : `${row.variancePercent.toFixed(1)}%`),
  },
]

function Report({ report }: { report: VarianceReportJson }) {
  const worst = report.rows.filter((row) => moneyToCents(row.varianceDollars) > 0).slice(0, WORST)
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Panel compact>
            <Statistic title="Variance" value={formatMoney(report.totals.varianceDollars)} />
          </Panel>
        </Col>
        <Col xs={12} md={6}>
          <Panel compact>
            <Statistic title="Variance (bottles)" value={bottles(report.totals.varianceBottles)} />
          </Panel>
        </Col>
        <Col xs={12} md={6}>
          <Panel compact>
            <Statistic title="Actual usage (bottles)" value={bottles(report.totals.actualUsage)} />
          </Panel>
        </Col>
        <Col xs={12} md={6}>
          <Panel compact>
            <Statistic
              title="Theoretical usage (bottles)"
              value={bottles(report.totals.theoreticalUsage)}
            />
          </Panel>
        </Col>
      </Row>
      {report.totals.negativeUsage > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${report.totals.negativeUsage} products show negative usage`}
          description="More is on the shelf than the start count plus receipts allow: a count or a receipt is probably wrong."
        />
      )}
      {report.notInBothCounts > 0 && (
        <Alert
          type="info"
          showIcon
          title={`${report.notInBothCounts} products were counted in only one of the two counts and are left out.`}
        />
      )}
      {worst.length > 0 && (
        <Panel compact title="Worst items (dollar variance)">
          <BarChart
            label="Dollar variance of the worst items"
            labels={worst.map((row) => row.name)}
            values={worst.map((row) => Number(row.varianceDollars))}
            format={(value) => formatMoney(value)}
            horizontal
          />
        </Panel>
      )}
      <Table
        rowKey="productId"
        size="small"
        columns={columns}
        dataSource={report.rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 1100 }}
        locale={{ emptyText: 'No product was counted in both counts.' }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>Total</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} colSpan={3} />
            <Table.Summary.Cell index={4}>{bottles(report.totals.actualUsage)}</Table.Summary.Cell>
            <Table.Summary.Cell index={5} colSpan={2} />
            <Table.Summary.Cell index={7}>
              {bottles(report.totals.varianceBottles)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={8}>
              {report.totals.varianceOunces.toFixed(2)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={9}>
              <Typography.Text strong>{formatMoney(report.totals.varianceDollars)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={10} />
          </Table.Summary.Row>
        )}
      />
      <Panel compact title="By category">
        <Table
          rowKey="category"
          size="small"
          pagination={false}
          dataSource={report.categories}
          scroll={{ x: 480 }}
          columns={[
            { key: 'category', title: 'Category', dataIndex: 'category' },
            { key: 'products', title: 'Products', dataIndex: 'products' },
            { key: 'actual', title: 'Actual usage', render: (_, row) => bottles(row.actualUsage) },
            {
              key: 'bottles',
              title: 'Variance (btl)',
              render: (_, row) => bottles(row.varianceBottles),
            },
            {
              key: 'dollars',
              title: 'Variance ($)',
              render: (_, row) => formatMoney(row.varianceDollars),
            },
          ]}
        />
      </Panel>
    </Flex>
  )
}

/** Usage and variance between two finalized counts (GET /api/reports/variance). */
export default function VariancePage() {
  const toast = useToast()
  const counts = useSWR<VarianceCountJson[]>('/api/reports/variance/counts', {
    revalidateOnMount: true,
  })
  const list = counts.data ?? []
  const [fromId, setFromId] = useState<number | null>(null)
  const [toId, setToId] = useState<number | null>(null)
  /* By default: the latest two finalized counts. */
  const to = toId ?? list[0]?.id ?? null
  const from = fromId ?? list[1]?.id ?? null
  const path = from && to ? `/api/reports/variance?fromCount=${from}&toCount=${to}` : null
  const report = useSWR<VarianceReportJson>(path, { revalidateOnMount: true })
  const [exporting, setExporting] = useState(false)

  const exportData = async () => {
    if (!from || !to) return
    setExporting(true)
    try {
      await downloadFile(
        `/api/reports/variance/export?fromCount=${from}&toCount=${to}`,
        'variance.xlsx'
      )
      toast({ title: 'Export Complete', variant: 'success' })
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: failureDescription('Failed to export the variance report', error),
        variant: 'error',
      })
    } finally {
      setExporting(false)
    }
  }

  const options = list.map((count) => ({ value: count.id, label: countLabel(count) }))
  let content
  if (counts.error)
    content = <LoadError error={counts.error} onRetry={() => void counts.mutate()} />
  else if (!counts.data) content = <Skeleton active paragraph={{ rows: 6 }} />
  else if (list.length < 2) {
    content = (
      <Panel>
        <EmptyState
          text="Variance needs two finalized counts."
          action={<Link to="/counts">Go to Counts</Link>}
        />
      </Panel>
    )
  } else if (report.error) {
    content = <LoadError error={report.error} onRetry={() => void report.mutate()} />
  } else if (!report.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />
  } else {
    content = <Report report={report.data} />
  }

  return (
    <>
      <PageHeader
        title="Usage & Variance"
        subtitle={
          <>
            Start count + received − end count = actual usage; minus sales and recorded waste ={' '}
            variance. <Link to="/reports">Back to Reports</Link>
          </>
        }
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!report.data}
            onClick={() => void exportData()}
          >
            Export Excel
          </Button>
        }
      />
      {list.length >= 2 && (
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="Start count"
            style={{ minWidth: 220, flex: 1 }}
            value={from}
            options={options}
            onChange={setFromId}
          />
          <Select
            aria-label="End count"
            style={{ minWidth: 220, flex: 1 }}
            value={to}
            options={options}
            onChange={setToId}
          />
        </Flex>
      )}
      {content}
    </>
  )
}
