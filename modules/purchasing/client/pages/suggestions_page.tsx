import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  InputNumber,
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
import { bottleCount, itemTotalCents } from '@modules/purchasing/shared/order_totals'
import {
  createFromSuggestions,
  useRevalidateOrders,
  useSuggestions,
  useVendors,
  type SuggestionLine,
} from '../api'
import { failureDescription } from '../components/failure'
import { formatBottles } from '../format'

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
          render: (_, line) => {
            const choice = choiceOf(line.productId)
            return (
              <Checkbox
                aria-label={`Include ${line.name}`}
                checked={choice.include}
                disabled={choice.vendorId === null}
                onChange={(event) => update(line.productId, { include: event.target.checked })}
              />
            )
          },
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
                render: (_: unknown, line: SuggestionLine) => (
                  <Select
                    aria-label={`Vendor for ${line.name}`}
                    placeholder="Choose vendor"
                    value={choiceOf(line.productId).vendorId ?? undefined}
                    options={vendorOptions}
                    showSearch={{ optionFilterProp: 'label' }}
                    style={{ minWidth: 180 }}
                    onChange={(vendorId: number) =>
                      update(line.productId, { vendorId, include: true })
                    }
                  />
                ),
              },
            ]
          : []),
        {
          title: 'Cases',
          key: 'cases',
          render: (_, line) => (
            <InputNumber
              aria-label={`Cases of ${line.name}`}
              min={0}
              precision={0}
              value={choiceOf(line.productId).cases}
              onChange={(value) => update(line.productId, { cases: Number(value ?? 0) })}
              style={{ width: 80 }}
            />
          ),
        },
        {
          title: 'Bottles',
          key: 'quantity',
          render: (_, line) => (
            <InputNumber
              aria-label={`Bottles of ${line.name}`}
              min={0}
              value={choiceOf(line.productId).quantity}
              onChange={(value) => update(line.productId, { quantity: Number(value ?? 0) })}
              style={{ width: 80 }}
            />
          ),
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
            title={group.vendorName}
            extra={
              <Typography.Text strong>
                {formatMoney(
                  group.lines
                    .filter((line) => choiceOf(line.productId).include)
                    .reduce((sum, line) => sum + lineTotal(line), 0) / 100
                )}
              </Typography.Text>
            }
          >
            {table(group.lines, false)}
          </Card>
        ))}
        {unassigned.length > 0 && (
          <Card title="No preferred vendor">
            <Typography.Paragraph type="secondary">
              Choose a vendor to include these products in an order.
            </Typography.Paragraph>
            {table(unassigned, true)}
          </Card>
        )}
      </Flex>
    </>
  )
}
