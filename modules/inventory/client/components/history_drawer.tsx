import useSWR from 'swr'
import { Drawer, Grid, List, Skeleton, Space, Tag, Typography } from 'antd'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import type { AdjustmentType } from '@modules/inventory/shared/product_rules'
import { HISTORY_LIMIT, historyKey, type Product, type StockAdjustment } from '../api'
import { formatSigned, formatStock } from '../format'

const TYPE_LABELS: Record<AdjustmentType, string> = {
  initial: 'Initial stock',
  manual_edit: 'Edited',
  import: 'Import',
  receiving: 'Received',
  receiving_adjustment: 'Receipt adjusted',
  sale: 'Sale',
  count: 'Count',
  waste: 'Waste',
  breakage: 'Breakage',
  spill: 'Spill',
  correction: 'Correction',
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The product's stock ledger, newest first: every change with who, why and the result. */
export function HistoryDrawer({ product, onClose }: { product: Product; onClose: () => void }) {
  const screens = Grid.useBreakpoint()
  const { data, error, isLoading, mutate } = useSWR<StockAdjustment[]>(historyKey(product.id))

  return (
    <Drawer
      open
      title={`History: ${product.name}`}
      onClose={onClose}
      size={screens.sm ? 520 : '100%'}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Current stock {formatStock(product.currentStock)} bottles. Every change of stock is recorded
        here.
      </Typography.Paragraph>
      {isLoading && <Skeleton active />}
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState text="No stock changes recorded yet." />}
      {data && data.length > 0 && (
        <List<StockAdjustment>
          aria-label="Stock changes"
          dataSource={data}
          pagination={data.length > 20 ? { pageSize: 20, size: 'small' } : false}
          footer={
            data.length >= HISTORY_LIMIT ? (
              <Typography.Text type="secondary">
                Showing the latest {HISTORY_LIMIT} changes.
              </Typography.Text>
            ) : undefined
          }
          renderItem={(entry) => (
            <List.Item
              extra={
                <Space orientation="vertical" size={0} align="end">
                  <Typography.Text strong type={entry.quantityChange < 0 ? 'danger' : 'success'}>
                    {formatSigned(entry.quantityChange)}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    → {formatStock(entry.resultingStock)}
                  </Typography.Text>
                </Space>
              }
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <Tag>{TYPE_LABELS[entry.adjustmentType] ?? entry.adjustmentType}</Tag>
                    <span>{dateTime.format(new Date(entry.adjustmentDate))}</span>
                  </Space>
                }
                description={
                  <>
                    {entry.reason && <div>{entry.reason}</div>}
                    <Typography.Text type="secondary">
                      {entry.username ?? 'System'}
                      {entry.sourceType && ` · ${entry.sourceType} ${entry.sourceId ?? ''}`}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  )
}
