import { Link } from 'react-router'
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import { trendText } from '@modules/reports/shared/trend'
import { useDashboardMetrics } from '../api'
import { unknownCostNote } from '../unknown_costs'

interface MetricCard {
  title: string
  value: string
  to?: string
  /** A line under the figure: the change since last month, or what the figure leaves out. */
  trend?: string
  alert?: boolean
}

/**
 * SPEC §2's four metric cards from GET /api/dashboard/metrics, with trends
 * measured against last month, then the stock figures the cards leave out.
 */
export default function DashboardMetrics() {
  const { data, error, isLoading, mutate } = useDashboardMetrics()

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />
  if (error || !data) return <LoadError error={error} onRetry={() => void mutate()} />

  const cards: MetricCard[] = [
    {
      title: 'Total Items',
      value: data.totalItems.toLocaleString('en-US'),
      to: '/inventory',
      trend: trendText(data.totalItems, data.previousMonth.totalItems),
    },
    {
      title: 'Low Stock Alerts',
      value: data.lowStockCount.toLocaleString('en-US'),
      to: '/inventory?stock=low',
      alert: data.lowStockCount > 0,
    },
    {
      title: 'Pending Orders',
      value: data.pendingOrders.toLocaleString('en-US'),
      to: '/purchase-orders',
    },
    {
      title: 'Monthly Sales',
      value: formatMoney(data.monthlySales),
      trend: trendText(Number(data.monthlySales), Number(data.previousMonth.monthlySales)),
    },
  ]
  const secondary: MetricCard[] = [
    {
      title: 'Out of Stock',
      value: data.outOfStockCount.toLocaleString('en-US'),
      to: '/inventory?stock=out',
      alert: data.outOfStockCount > 0,
    },
    {
      title: 'Inventory Value',
      value: formatMoney(data.inventoryValue),
      trend: unknownCostNote(data.unknownCostCount),
    },
  ]

  const render = (card: MetricCard, small = false) => {
    const statistic = (
      <Statistic
        title={card.title}
        value={card.value}
        styles={card.alert ? { content: { color: '#d46b08' } } : undefined}
      />
    )
    return (
      <Card size="small" hoverable={Boolean(card.to)} className={small ? 'metric-secondary' : ''}>
        {card.to ? (
          <Link to={card.to} aria-label={`${card.title}: ${card.value}`}>
            {statistic}
          </Link>
        ) : (
          statistic
        )}
        {card.trend && <Typography.Text type="secondary">{card.trend}</Typography.Text>}
      </Card>
    )
  }

  return (
    <Row gutter={[16, 16]} role="region" aria-label="Metrics">
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={6}>
          {render(card)}
        </Col>
      ))}
      {secondary.map((card) => (
        <Col key={card.title} xs={12} md={6}>
          {render(card, true)}
        </Col>
      ))}
    </Row>
  )
}
