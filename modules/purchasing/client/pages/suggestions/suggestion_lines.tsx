import { Checkbox, Flex, InputNumber, List, Select, Table, Typography } from 'antd'
import { formatBottles } from '@shell/format/bottles'
import { formatMoney } from '@shell/format/money'
import { bottleCount } from '@modules/purchasing/shared/order_totals'
import type { SuggestionLine } from '../../api'
import type { SuggestionChoices } from './use_suggestion_choices'

const PAGE_SIZE = 50

/* The total counts loose bottles of a product without a unit cost as $0.00. */
const UNKNOWN_COST = 'Bottle cost unknown'

interface LinesProps {
  lines: SuggestionLine[]
  choices: SuggestionChoices
  /** Lines without a preferred vendor get a vendor picker. */
  vendorOptions?: Array<{ value: number; label: string }>
}

function targetText(line: SuggestionLine) {
  return line.parLevel !== null ? `Par ${line.parLevel}` : `Reorder ${line.reorderLevel}`
}

function VendorPicker({
  line,
  choices,
  options,
}: LineProps & { options: LinesProps['vendorOptions'] }) {
  return (
    <Select
      aria-label={`Vendor for ${line.name}`}
      placeholder="Choose vendor"
      value={choices.choiceOf(line.productId).vendorId ?? undefined}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180, width: '100%' }}
      onChange={(vendorId: number) => choices.update(line.productId, { vendorId, include: true })}
    />
  )
}

interface LineProps {
  line: SuggestionLine
  choices: SuggestionChoices
}

function AmountInputs({ line, choices }: LineProps) {
  const choice = choices.choiceOf(line.productId)
  return (
    <>
      <InputNumber
        aria-label={`Cases of ${line.name}`}
        min={0}
        precision={0}
        value={choice.cases}
        onChange={(value) => choices.update(line.productId, { cases: Number(value ?? 0) })}
        style={{ width: 80 }}
      />
      <InputNumber
        aria-label={`Bottles of ${line.name}`}
        min={0}
        value={choice.quantity}
        onChange={(value) => choices.update(line.productId, { quantity: Number(value ?? 0) })}
        style={{ width: 80 }}
      />
    </>
  )
}

function IncludeBox({ line, choices, label }: LineProps & { label?: string }) {
  const choice = choices.choiceOf(line.productId)
  return (
    <Checkbox
      aria-label={`Include ${line.name}`}
      checked={choice.include}
      disabled={choice.vendorId === null}
      onChange={(event) => choices.update(line.productId, { include: event.target.checked })}
    >
      {label}
    </Checkbox>
  )
}

/* Phones get one compact block per product instead of a wide table. */
export function SuggestionList({ lines, choices, vendorOptions }: LinesProps) {
  return (
    <List<SuggestionLine>
      dataSource={lines}
      rowKey="productId"
      pagination={
        lines.length > PAGE_SIZE
          ? { pageSize: PAGE_SIZE, size: 'small', align: 'center', showSizeChanger: false }
          : false
      }
      renderItem={(line) => (
        <List.Item>
          <Flex vertical gap={6} style={{ width: '100%' }}>
            <IncludeBox line={line} choices={choices} label={line.name} />
            <Typography.Text type="secondary">
              {[line.size, `case of ${line.caseSize}`].filter(Boolean).join(' · ')} · On hand{' '}
              {formatBottles(line.currentStock)} · {targetText(line)} · On order{' '}
              {formatBottles(line.onOrder)}
            </Typography.Text>
            {vendorOptions && (
              <VendorPicker line={line} choices={choices} options={vendorOptions} />
            )}
            <Flex gap={8} align="center" wrap>
              <span>Cases / Bottles</span>
              <AmountInputs line={line} choices={choices} />
              <Typography.Text strong style={{ marginInlineStart: 'auto' }}>
                {formatMoney(choices.lineTotal(line) / 100)}
              </Typography.Text>
              {line.unitCost === null && (
                <Typography.Text type="secondary">{UNKNOWN_COST}</Typography.Text>
              )}
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  )
}

export function SuggestionTable({ lines, choices, vendorOptions }: LinesProps) {
  return (
    <Table<SuggestionLine>
      rowKey="productId"
      dataSource={lines}
      size="small"
      pagination={
        lines.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false
      }
      scroll={{ x: vendorOptions ? 1000 : 820 }}
      columns={[
        {
          title: 'Order',
          key: 'include',
          width: 64,
          render: (_, line) => <IncludeBox line={line} choices={choices} />,
        },
        {
          title: 'Product',
          key: 'product',
          render: (_, line) => (
            <Flex vertical>
              <span>{line.name}</span>
              <Typography.Text type="secondary">
                {[line.size, line.category, `case of ${line.caseSize}`].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: 'On Hand',
          key: 'stock',
          render: (_, line) => formatBottles(line.currentStock),
        },
        { title: 'Target', key: 'target', render: (_, line) => targetText(line) },
        { title: 'On Order', key: 'onOrder', render: (_, line) => formatBottles(line.onOrder) },
        ...(vendorOptions
          ? [
              {
                title: 'Vendor',
                key: 'vendor',
                render: (_: unknown, line: SuggestionLine) => (
                  <VendorPicker line={line} choices={choices} options={vendorOptions} />
                ),
              },
            ]
          : []),
        {
          title: 'Cases / Bottles',
          key: 'amounts',
          render: (_, line) => (
            <Flex gap={8}>
              <AmountInputs line={line} choices={choices} />
            </Flex>
          ),
        },
        {
          title: 'Total',
          key: 'total',
          align: 'right' as const,
          render: (_, line) => (
            <Flex vertical align="flex-end">
              <span>{formatMoney(choices.lineTotal(line) / 100)}</span>
              {line.unitCost === null && (
                <Typography.Text type="secondary">{UNKNOWN_COST}</Typography.Text>
              )}
              <Typography.Text type="secondary">
                {formatBottles(bottleCount(choices.choiceOf(line.productId), line.caseSize))}{' '}
                bottles
              </Typography.Text>
            </Flex>
          ),
        },
      ]}
    />
  )
}
