import { Col, Row, Statistic, Typography } from 'antd'
import { Panel } from '@shell/components/panel'

/** A row of four small figures: two a row on a phone, four on a wider screen. */
export function StatCards({ cards }: { cards: { title: string; value: string; note?: string }[] }) {
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={6}>
          <Panel compact>
            <Statistic title={card.title} value={card.value} />
            {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
          </Panel>
        </Col>
      ))}
    </Row>
  )
}
