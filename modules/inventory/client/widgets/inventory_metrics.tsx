import { Link } from 'react-router'
import { Card, Col, Row, Skeleton, Statistic } from 'antd'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import { useInventorySummary } from '../api'

/** Dashboard metric cards from GET /api/inventory/summary (SQL aggregates, no trends invented). */
export default function InventoryMetrics() {
  const { data, error, isLoading, mutate } = useInventorySummary()

  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />
  if (error || !data) return <LoadError error={error} onRetry={() => void mutate()} />

  const cards = [
    { title: 'Total Items', value: data.totalItems.toLocaleString('en-US'), to: '/inventory' },
    {
      title: 'Low Stock Alerts',
      value: data.lowStockCount.toLocaleString('en-US'),
      to: '/inventory?stock=low',
      alert: data.lowStockCount > 0,
    },
    {
      title: 'Out of Stock',
      value: data.outOfStockCount.toLocaleString('en-US'),
      to: '/inventory?stock=out',
      alert: data.outOfStockCount > 0,
    },
    { title: 'Inventory Value', value: formatMoney(data.inventoryValue) },
  ]

  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => {
        const statistic = (
          <Statistic
            title={card.title}
            value={card.value}
            styles={card.alert ? { content: { color: '#d46b08' } } : undefined}
          />
        )
        return (
          <Col key={card.title} xs={12} md={6}>
            <Card size="small" hoverable={Boolean(card.to)}>
              {card.to ? (
                <Link to={card.to} aria-label={`${card.title}: ${card.value}`}>
                  {statistic}
                </Link>
              ) : (
                statistic
              )}
            </Card>
          </Col>
        )
      })}
    </Row>
  )
}
