import { useState } from 'react'
import { Link } from 'react-router'
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Popconfirm,
  Skeleton,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd'
import { LoadError } from '@shell/components/load_error'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type {
  CountLineJson,
  CountSessionDetailJson,
  ReviewProductJson,
} from '@modules/counts/shared/count_json'
import { finalizeSession, requestRecount, useReview } from '../api'

const bottles = (value: number) => `${value} btl`

/**
 * The manager's review: counted against expected per product and area,
 * big differences and negative stock flagged, recounts asked for line by
 * line, uncounted products listed (zeroed only when ticked), then finalize.
 */
export function ReviewPanel({
  detail,
  onFinalized,
}: {
  detail: CountSessionDetailJson
  onFinalized: () => Promise<void>
}) {
  const toast = useToast()
  const open = detail.status === 'open'
  const { data, error, isLoading, mutate } = useReview(detail.id, true)
  const [zero, setZero] = useState<number[]>([])
  const [finalizing, setFinalizing] = useState(false)

  if (error) return <LoadError error={error} onRetry={() => void mutate()} />
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />

  const linesOf = (productId: number): CountLineJson[] =>
    detail.lines.filter((line) => line.productId === productId && line.effective)
  const areaName = (areaId: number | null) =>
    detail.areas.find((area) => area.id === areaId)?.name ?? 'No area'

  const recount = async (line: CountLineJson) => {
    try {
      await mutate(await requestRecount(detail.id, line.id, null), { revalidate: false })
      toast({ title: 'Recount requested', variant: 'success' })
    } catch (recountError) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to request a recount', recountError),
        variant: 'error',
      })
    }
  }

  const finalize = async () => {
    setFinalizing(true)
    try {
      await finalizeSession(detail.id, { zeroProductIds: zero })
      toast({
        title: 'Count finalized',
        description: 'Stock now shows the counted quantities.',
        variant: 'success',
      })
      await onFinalized()
      await mutate()
    } catch (finalizeError) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to finalize the count', finalizeError),
        variant: 'error',
      })
    } finally {
      setFinalizing(false)
    }
  }

  const columns: TableColumnsType<ReviewProductJson> = [
    {
      key: 'product',
      title: 'Product',
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.size ?? row.category}</Typography.Text>
        </>
      ),
    },
    { key: 'expected', title: 'Expected', render: (_, row) => bottles(row.expected) },
    { key: 'counted', title: 'Counted', render: (_, row) => bottles(row.counted) },
    {
      key: 'difference',
      title: 'Difference',
      render: (_, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Typography.Text
            type={row.bigDifference ? 'danger' : undefined}
            strong={row.bigDifference}
          >
            {row.difference > 0 ? '+' : ''}
            {row.difference}
          </Typography.Text>
          {row.bigDifference && <Tag color="error">Big difference</Tag>}
          {row.negativeStock && <Tag color="warning">Negative stock</Tag>}
        </Flex>
      ),
    },
    {
      key: 'areas',
      title: 'By area',
      render: (_, row) => (
        <Flex vertical gap={4}>
          {linesOf(row.productId).map((line) => (
            <Flex key={line.id} gap={6} align="center" wrap>
              <span>
                {areaName(line.areaId)}: {line.quantity} ({line.counter ?? 'unknown'})
              </span>
              {line.recountRequested ? (
                <Tag color="orange">Recount requested</Tag>
              ) : (
                open && (
                  <Button
                    size="small"
                    onClick={() => void recount(line)}
                    aria-label={`Ask ${line.counter ?? 'the counter'} to recount ${row.name} in ${areaName(line.areaId)}`}
                  >
                    Recount
                  </Button>
                )
              )}
            </Flex>
          ))}
        </Flex>
      ),
    },
  ]

  return (
    <Flex vertical gap={16}>
      <Table
        rowKey="productId"
        size="small"
        columns={columns}
        dataSource={data.products}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'Nothing counted yet.' }}
      />
      {open && data.uncounted.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${data.uncounted.length} ${data.uncounted.length === 1 ? 'product' : 'products'} not counted`}
          description={
            <Flex vertical gap={4}>
              <Typography.Text>
                They keep their stock unless you tick them to set them to 0.
              </Typography.Text>
              <Checkbox.Group
                value={zero}
                onChange={(values) => setZero(values as number[])}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                options={data.uncounted.slice(0, 200).map((product) => ({
                  value: product.productId,
                  label: `Set ${product.name} to 0 (expected ${product.expected})`,
                }))}
              />
            </Flex>
          }
        />
      )}
      {open ? (
        <Popconfirm
          title="Finalize this count?"
          description="Counted stock replaces the current stock; the count is locked."
          okText="Finalize"
          onConfirm={() => void finalize()}
        >
          <Button type="primary" size="large" loading={finalizing}>
            Finalize Count
          </Button>
        </Popconfirm>
      ) : (
        <Alert
          type="success"
          showIcon
          title="This count is finalized"
          description={
            <>
              Its stock was written to the inventory. <Link to="/inventory">Open Inventory</Link> ·{' '}
              <Link to="/reports/variance">Variance report</Link>
            </>
          }
        />
      )}
    </Flex>
  )
}
