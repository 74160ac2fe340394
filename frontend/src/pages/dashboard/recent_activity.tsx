import useSWR from 'swr'
import { Card, List, Skeleton, Typography } from 'antd'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { formatRelativeDays } from '@shell/format/relative_days'

interface ActivityEntry {
  id: number
  summary: string
  username: string | null
  createdAt: string
}

export function RecentActivity() {
  const { data, error, isLoading, mutate } = useSWR<ActivityEntry[]>('/api/activity?limit=8')

  return (
    <Card title="Recent Activity">
      {isLoading && <Skeleton active />}
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState text="Nothing has happened yet." />}
      {data && data.length > 0 && (
        <List
          dataSource={data}
          renderItem={(entry) => (
            <List.Item>
              <List.Item.Meta
                title={entry.summary}
                description={
                  <Typography.Text type="secondary">
                    {entry.username ?? 'System'} · {formatRelativeDays(entry.createdAt)}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
