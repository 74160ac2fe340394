import { Card, Col, Row, Statistic, Typography } from 'antd'

/** A row of four small figures: two a row on a phone, four on a wider screen. */
export function StatCards({ cards }: { cards: { title: string; value: string; note?: string }[] }) {
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} />
            {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  )
}
