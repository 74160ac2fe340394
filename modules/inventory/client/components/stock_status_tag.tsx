import { Space, Tag } from 'antd'
import {
  STOCK_BADGE_LABELS,
  stockStatus,
  type StockLevels,
} from '@modules/inventory/shared/stock_status'

/** Low Stock / In Stock badge (SPEC §2), plus Out of Stock when nothing is left. */
export function StockStatusTag({ product }: { product: StockLevels }) {
  const status = stockStatus(product)
  const badge = (
    <Tag color={status === 'in_stock' ? 'green' : 'orange'}>{STOCK_BADGE_LABELS[status]}</Tag>
  )
  if (status !== 'out_of_stock') return badge
  return (
    <Space size={4} wrap>
      {badge}
      <Tag color="red">Out of Stock</Tag>
    </Space>
  )
}
