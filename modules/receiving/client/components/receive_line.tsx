import { memo } from 'react'
import { Card, Col, Flex, Input, InputNumber, Row, Tag, Typography } from 'antd'
import { formatMoney } from '@shell/format/money'
import {
  bottleCount,
  nonNegative,
  receiptBadge,
  receivedLineTotal,
} from '@modules/receiving/shared/receiving_rules'
import { formatBottles } from '@shell/format/bottles'

export interface LineState {
  purchaseOrderItemId: number
  productId: number
  name: string
  category: string
  size: string | null
  caseSize: number
  expectedCases: number
  expectedBottles: number
  expected: number
  receivedCases: number
  receivedBottles: number
  unitCost: number
  caseCost: number
  discrepancyNote: string
}

export function lineReceived(line: LineState) {
  return bottleCount(line.receivedCases, line.receivedBottles, line.caseSize)
}

export function lineTotal(line: LineState) {
  return receivedLineTotal(line)
}

type Patch = Partial<
  Pick<LineState, 'receivedCases' | 'receivedBottles' | 'unitCost' | 'caseCost' | 'discrepancyNote'>
>

/** One order line on the receiving form (SPEC §2, §5 Receiving). */
export const ReceiveLine = memo(function ReceiveLineCard({
  line,
  highlighted,
  onChange,
}: {
  line: LineState
  highlighted: boolean
  onChange: (itemId: number, patch: Patch) => void
}) {
  const received = lineReceived(line)
  const badge = receiptBadge(line.expected, received)
  const number = (field: keyof Patch, value: number | string | null) =>
    onChange(line.purchaseOrderItemId, { [field]: nonNegative(value) })
  return (
    <Card
      id={`receive-line-${line.purchaseOrderItemId}`}
      size="small"
      aria-label={line.name}
      style={highlighted ? { borderColor: '#1677ff', boxShadow: '0 0 0 2px #91caff' } : undefined}
      title={
        <Flex vertical style={{ whiteSpace: 'normal' }}>
          <span>{line.name}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {[line.category, line.size, `Case of ${line.caseSize}`].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      }
      extra={<Tag color={badge === 'Complete' ? 'success' : 'warning'}>{badge}</Tag>}
    >
      <Flex vertical gap={8}>
        <Typography.Text>
          Expected: {line.expectedCases} case{line.expectedCases === 1 ? '' : 's'},{' '}
          {formatBottles(line.expectedBottles)} bottle{line.expectedBottles === 1 ? '' : 's'} (
          {formatBottles(line.expected)} bottles)
        </Typography.Text>
        <Row gutter={[8, 8]}>
          <Col xs={12} md={6}>
            <label>
              Received Cases
              <InputNumber
                aria-label={`Received cases of ${line.name}`}
                min={0}
                step={1}
                precision={0}
                value={line.receivedCases}
                onChange={(value) => number('receivedCases', value)}
                style={{ width: '100%' }}
              />
            </label>
          </Col>
          <Col xs={12} md={6}>
            <label>
              Received Bottles
              <InputNumber
                aria-label={`Received bottles of ${line.name}`}
                min={0}
                step={1}
                value={line.receivedBottles}
                onChange={(value) => number('receivedBottles', value)}
                style={{ width: '100%' }}
              />
            </label>
          </Col>
          <Col xs={12} md={6}>
            <label>
              Unit Cost
              <InputNumber
                aria-label={`Unit cost of ${line.name}`}
                min={0}
                step={0.01}
                precision={2}
                prefix="$"
                value={line.unitCost}
                onChange={(value) => number('unitCost', value)}
                style={{ width: '100%' }}
              />
            </label>
          </Col>
          <Col xs={12} md={6}>
            <label>
              Case Cost
              <InputNumber
                aria-label={`Case cost of ${line.name}`}
                min={0}
                step={0.01}
                precision={2}
                prefix="$"
                value={line.caseCost}
                onChange={(value) => number('caseCost', value)}
                style={{ width: '100%' }}
              />
            </label>
          </Col>
        </Row>
        <Input
          aria-label={`Discrepancy note for ${line.name}`}
          placeholder="Discrepancy note (short, damaged, substituted…)"
          maxLength={1000}
          value={line.discrepancyNote}
          onChange={(event) =>
            onChange(line.purchaseOrderItemId, { discrepancyNote: event.target.value })
          }
        />
        <Flex justify="space-between" wrap>
          <Typography.Text type="secondary">
            Received {formatBottles(received)} bottles
          </Typography.Text>
          <Typography.Text strong>Total: {formatMoney(lineTotal(line))}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  )
})
