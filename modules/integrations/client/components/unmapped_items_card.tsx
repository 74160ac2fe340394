import { useState } from 'react'
import { Button, Card, Input, List, Skeleton, Typography } from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { lazyDialog } from '@shell/components/lazy_dialog'
import { formatMoney } from '@shell/format/money'
import type { UnmappedItemJson } from '@modules/integrations/shared/sale_json'
import { useUnmappedItems } from '../api'

const MapItemDialog = lazyDialog(() => import('./map_item_dialog').then((m) => m.MapItemDialog))

/** POS items whose sales wait for a mapping before they deplete stock. */
export function UnmappedItemsCard({ canMap, onMapped }: { canMap: boolean; onMapped: () => void }) {
  const { data, error, isLoading, mutate } = useUnmappedItems()
  const [search, setSearch] = useState('')
  const [mapping, setMapping] = useState<UnmappedItemJson | null>(null)
  const needle = search.trim().toLowerCase()
  const shown = (data ?? []).filter((item) =>
    `${item.posItemName ?? ''} ${item.posVariation ?? ''} ${item.posItemId ?? ''}`
      .toLowerCase()
      .includes(needle)
  )

  let content
  if (error) content = <LoadError error={error} onRetry={() => void mutate()} />
  else if (isLoading || !data) content = <Skeleton active />
  else if (data.length === 0) content = <EmptyState text="Every sold item is mapped." />
  else {
    content = (
      <List
        dataSource={shown}
        pagination={shown.length > 20 ? { pageSize: 20, size: 'small' } : false}
        renderItem={(item) => (
          <List.Item
            actions={
              canMap
                ? [
                    <Button
                      key="map"
                      aria-label={`Map ${item.posItemName ?? item.itemKey}`}
                      onClick={() => setMapping(item)}
                    >
                      Map
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={[item.posItemName ?? item.itemKey, item.posVariation]
                .filter(Boolean)
                .join(' · ')}
              description={
                <Typography.Text type="secondary">
                  {item.lineCount} sales · {item.quantity} sold · {formatMoney(item.amount)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    )
  }

  return (
    <Card title="Unmapped items">
      {data && data.length > 0 && (
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search unmapped items"
          aria-label="Search unmapped items"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ marginBottom: 8 }}
        />
      )}
      {content}
      {mapping && (
        <MapItemDialog
          item={mapping}
          onClose={() => setMapping(null)}
          onMapped={() => {
            setMapping(null)
            void mutate()
            onMapped()
          }}
        />
      )}
    </Card>
  )
}
