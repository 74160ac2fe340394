import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Grid,
  InputNumber,
  List,
  Select,
  Skeleton,
  Table,
  Typography,
} from 'antd'
import { ArrowLeftOutlined, ShoppingCartOutlined } from '@ant-design/icons'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { formatMoney } from '@shell/format/money'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { bottleCount, itemTotalCents } from '@modules/purchasing/shared/order_totals'
import {
  createFromSuggestions,
  useRevalidateOrders,
  useSuggestions,
  useVendors,
  type SuggestionLine,
} from '../api'
import { formatBottles } from '@shell/format/bottles'

interface Choice {
  include: boolean
  vendorId: number | null
  cases: number
  quantity: number
}

const PAGE_SIZE = 50

function targetText(line: SuggestionLine) {
  return line.parLevel !== null ? `Par ${line.parLevel}` : `Reorder ${line.reorderLevel}`
}

function initialChoices(lines: SuggestionLine[]): Map<number, Choice> {
  return new Map(
    lines.map((line) => [
      line.productId,
      {
        include: line.vendorId !== null,
        vendorId: line.vendorId,
        cases: line.cases,
        quantity: line.quantity,
      },
    ])
  )
}

export default function SuggestionsPage() {
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useRevalidateOrders()
  const screens = Grid.useBreakpoint()
  const suggestions = useSuggestions()
  const vendors = useVendors()
  const [edits, setEdits] = useState<Map<number, Choice>>(new Map())
  const [creating, setCreating] = useState(false)

  const allLines = useMemo(
    () => [
      ...(suggestions.data?.vendors.flatMap((group) => group.lines) ?? []),
      ...(suggestions.data?.unassigned ?? []),
    ],
    [suggestions.data]
  )
  const defaults = useMemo(() => initialChoices(allLines), [allLines])
  const choiceOf = (productId: number) => edits.get(productId) ?? defaults.get(productId)!
  const update = (productId: number, change: Partial<Choice>) =>
    setEdits((current) => new Map(current).set(productId, { ...choiceOf(productId), ...change }))
  /* Lines without a vendor cannot be included until one is chosen. */
  const includeAll = (lines: SuggestionLine[], include: boolean) =>
    setEdits((current) => {
      const next = new Map(current)
      for (const line of lines) {
        const choice = next.get(line.productId) ?? defaults.get(line.productId)!
        next.set(line.productId, { ...choice, include: include && choice.vendorId !== null })
      }
      return next
    })
  const includedCount = (lines: SuggestionLine[]) =>
    lines.filter((line) => choiceOf(line.productId).include).length

  const lineTotal = (line: SuggestionLine) => {
    const choice = choiceOf(line.productId)
    return itemTotalCents({ ...choice, unitCost: line.unitCost, caseCost: line.caseCost })
  }

  const chosen = allLines.filter((line) => {
    const choice = choiceOf(line.productId)
    return choice.include && choice.vendorId !== null && (choice.cases > 0 || choice.quantity > 0)
  })
  const vendorCount = new Set(chosen.map((line) => choiceOf(line.productId).vendorId)).size

  const onCreate = async () => {
    setCreating(true)
    try {
      const orders = await createFromSuggestions(
        chosen.map((line) => {
          const choice = choiceOf(line.productId)
          return {
            productId: line.productId,
            vendorId: choice.vendorId!,
            cases: choice.cases,
            quantity: choice.quantity,
          }
        })
      )
      toast({
        title: 'Purchase order created successfully',
        description: `${orders.length} order${orders.length === 1 ? '' : 's'} created: ${orders
          .map((order) => order.orderNumber)
          .join(', ')}`,
        variant: 'success',
      })
      setEdits(new Map())
      await revalidate()
      await navigate('/purchase-orders?status=created')
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to create purchase order', error),
        variant: 'error',
      })
    } finally {
      setCreating(false)
    }
  }

  const vendorOptions = (vendors.data ?? []).map((vendor) => ({
    value: vendor.id,
    label: vendor.name,
  }))

  const vendorPicker = (line: SuggestionLine) => (
    <Select
      aria-label={`Vendor for ${line.name}`}
      placeholder="Choose vendor"
      value={choiceOf(line.productId).vendorId ?? undefined}
      options={vendorOptions}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180, width: '100%' }}
      onChange={(vendorId: number) => update(line.productId, { vendorId, include: true })}
    />
  )

  const amountInputs = (line: SuggestionLine) => (
    <>
      <InputNumber
        aria-label={`Cases of ${line.name}`}
        min={0}
        precision={0}
        value={choiceOf(line.productId).cases}
        onChange={(value) => update(line.productId, { cases: Number(value ?? 0) })}
        style={{ width: 80 }}
      />
      <InputNumber
        aria-label={`Bottles of ${line.name}`}
        min={0}
        value={choiceOf(line.productId).quantity}
        onChange={(value) => update(line.productId, { quantity: Number(value ?? 0) })}
        style={{ width: 80 }}
      />
    </>
  )

  const includeBox = (line: SuggestionLine, children?: string) => {
    const choice = choiceOf(line.productId)
    return (
      <Checkbox
        aria-label={`Include ${line.name}`}
        checked={choice.include}
        disabled={choice.vendorId === null}
        onChange={(event) => update(line.productId, { include: event.target.checked })}
      >
        {children}
      </Checkbox>
    )
  }

  /* Phones get one compact block per product instead of a wide table. */
  const phoneList = (lines: SuggestionLine[], pickVendor: boolean) => (
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
            {includeBox(line, line.name)}
            <Typography.Text type="secondary">
              {[line.size, `case of ${line.caseSize}`].filter(Boolean).join(' · ')} · On hand{' '}
              {formatBottles(line.currentStock)} · {targetText(line)} · On order{' '}
              {formatBottles(line.onOrder)}
            </Typography.Text>
            {pickVendor && vendorPicker(line)}
            <Flex gap={8} align="center" wrap>
              <span>Cases / Bottles</span>
              {amountInputs(line)}
              <Typography.Text strong style={{ marginInlineStart: 'auto' }}>
                {formatMoney(lineTotal(line) / 100)}
              </Typography.Text>
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  )

  const table = (lines: SuggestionLine[], pickVendor: boolean) => (
    <Table<SuggestionLine>
      rowKey="productId"
      dataSource={lines}
      size="small"
      pagination={
        lines.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false
      }
      scroll={{ x: pickVendor ? 1000 : 820 }}
      columns={[
        {
          title: 'Order',
          key: 'include',
          width: 64,
          render: (_, line) => includeBox(line),
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
        ...(pickVendor
          ? [
              {
                title: 'Vendor',
                key: 'vendor',
                render: (_: unknown, line: SuggestionLine) => vendorPicker(line),
              },
            ]
          : []),
        {
          title: 'Cases / Bottles',
          key: 'amounts',
          render: (_, line) => <Flex gap={8}>{amountInputs(line)}</Flex>,
        },
        {
          title: 'Total',
          key: 'total',
          align: 'right' as const,
          render: (_, line) => (
            <Flex vertical align="flex-end">
              <span>{formatMoney(lineTotal(line) / 100)}</span>
              <Typography.Text type="secondary">
                {formatBottles(bottleCount(choiceOf(line.productId), line.caseSize))} bottles
              </Typography.Text>
            </Flex>
          ),
        },
      ]}
    />
  )

  const header = (
    <PageHeader
      title="Suggested Orders"
      subtitle="Products below their par level (or reorder level), less what is already on order"
      extra={
        <>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/purchase-orders')}>
            Back to Orders
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => includeAll(allLines, false)}>
            Deselect All
          </Button>
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            disabled={vendorCount === 0}
            loading={creating}
            onClick={() => void onCreate()}
          >
            {vendorCount === 1 ? 'Create 1 Order' : `Create ${vendorCount} Orders`}
          </Button>
        </>
      }
    />
  )

  if (suggestions.error) {
    return (
      <>
        {header}
        <LoadError error={suggestions.error} onRetry={() => void suggestions.mutate()} />
      </>
    )
  }
  if (!suggestions.data) {
    return (
      <>
        {header}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    )
  }

  const { vendors: groups, unassigned } = suggestions.data
  return (
    <>
      {header}
      <Flex vertical gap={16}>
        {groups.length === 0 && unassigned.length === 0 && (
          <Card>
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="No products are below their par or reorder level, counting what is on order."
            />
          </Card>
        )}
        {groups.map((group) => (
          <Card
            key={group.vendorId}
            styles={{ title: { whiteSpace: 'normal' } }}
            title={
              <Checkbox
                checked={includedCount(group.lines) === group.lines.length}
                indeterminate={
                  includedCount(group.lines) > 0 && includedCount(group.lines) < group.lines.length
                }
                onChange={(event) => includeAll(group.lines, event.target.checked)}
              >
                Order from {group.vendorName}
              </Checkbox>
            }
            extra={
              <Typography.Text strong aria-label={`Total for ${group.vendorName}`}>
                {formatMoney(
                  group.lines
                    .filter((line) => choiceOf(line.productId).include)
                    .reduce((sum, line) => sum + lineTotal(line), 0) / 100
                )}
              </Typography.Text>
            }
          >
            {screens.md ? table(group.lines, false) : phoneList(group.lines, false)}
          </Card>
        ))}
        {unassigned.length > 0 && (
          <Card title="No preferred vendor">
            <Typography.Paragraph type="secondary">
              Choose a vendor to include these products in an order.
            </Typography.Paragraph>
            {screens.md ? table(unassigned, true) : phoneList(unassigned, true)}
          </Card>
        )}
      </Flex>
    </>
  )
}
