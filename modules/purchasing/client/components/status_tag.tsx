import { Tag } from 'antd'
import { statusLabel } from '@modules/purchasing/shared/order_status'

const COLORS: Record<string, string> = {
  created: 'default',
  sent: 'processing',
  received: 'success',
  cancelled: 'error',
}

export function OrderStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{statusLabel(status)}</Tag>
}
