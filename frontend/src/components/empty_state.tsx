import type { ReactNode } from 'react'
import { Empty } from 'antd'

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {action}
    </Empty>
  )
}
