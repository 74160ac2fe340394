import type { ReactNode } from 'react'
import { Flex } from 'antd'

/*
 * Plain heading and text with antd's Title/secondary look (styles.css), not
 * Typography: its ellipsis, copy and edit machinery (~9 KB gzip) would load
 * with every page.
 */
export function PageHeader({
  title,
  subtitle,
  extra,
}: {
  title: string
  subtitle?: ReactNode
  extra?: ReactNode
}) {
  return (
    <Flex className="page-header" justify="space-between" align="flex-start" wrap gap={12}>
      <div>
        <h2 className="page-title">{title}</h2>
        {subtitle && <span className="text-secondary">{subtitle}</span>}
      </div>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  )
}
