import { useState } from 'react'
import useSWR from 'swr'
import { Button, Card, Flex, Input, List, Select, Skeleton, Tag, Typography } from 'antd'
import { PageHeader } from '@shell/components/page_header'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { formatRelativeDays } from '@shell/format/relative_days'
import {
  entityLabel,
  type ActivityEntry,
  type ActivityFilterChoices,
} from '@shell/pages/activity/activity_api'

const PAGE_SIZE = 25

interface Filters {
  entityType?: string
  username?: string
  startDay?: string
  endDay?: string
}

function activityKey(filters: Filters, page: number) {
  const params = new URLSearchParams({
    /* One more than shown tells whether a next page exists. */
    limit: String(PAGE_SIZE + 1),
    offset: String((page - 1) * PAGE_SIZE),
  })
  if (filters.entityType) params.set('entityType', filters.entityType)
  if (filters.username) params.set('username', filters.username)
  if (filters.startDay)
    params.set('startDate', new Date(`${filters.startDay}T00:00:00`).toISOString())
  if (filters.endDay)
    params.set('endDate', new Date(`${filters.endDay}T23:59:59.999`).toISOString())
  return `/api/activity?${params.toString()}`
}

/** Everything the activity log holds, filtered by module, user and dates, a page at a time. */
export default function ActivityPage() {
  const [filters, setFilters] = useState<Filters>({})
  const [page, setPage] = useState(1)
  const choices = useSWR<ActivityFilterChoices>('/api/activity/filters')
  const { data, error, isLoading, mutate } = useSWR<ActivityEntry[]>(activityKey(filters, page))

  const update = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }))
    setPage(1)
  }
  const entries = data?.slice(0, PAGE_SIZE) ?? []
  const hasNext = (data?.length ?? 0) > PAGE_SIZE

  return (
    <>
      <PageHeader title="Activity" subtitle="Who did what, newest first" />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="Module"
            allowClear
            placeholder="All modules"
            style={{ minWidth: 170 }}
            value={filters.entityType}
            onChange={(entityType?: string) => update({ entityType })}
            options={(choices.data?.entityTypes ?? []).map((type) => ({
              value: type,
              label: entityLabel(type),
            }))}
          />
          <Select
            aria-label="User"
            allowClear
            placeholder="All users"
            style={{ minWidth: 150 }}
            value={filters.username}
            onChange={(username?: string) => update({ username })}
            options={(choices.data?.usernames ?? []).map((name) => ({ value: name, label: name }))}
          />
          <Input
            type="date"
            aria-label="From"
            style={{ width: 160 }}
            value={filters.startDay ?? ''}
            onChange={(event) => update({ startDay: event.target.value || undefined })}
          />
          <Input
            type="date"
            aria-label="To"
            style={{ width: 160 }}
            value={filters.endDay ?? ''}
            onChange={(event) => update({ endDay: event.target.value || undefined })}
          />
        </Flex>
        {isLoading && <Skeleton active />}
        {error && <LoadError error={error} onRetry={() => void mutate()} />}
        {data && entries.length === 0 && <EmptyState text="No activity matches these filters." />}
        {entries.length > 0 && (
          <List
            dataSource={entries}
            renderItem={(entry) => (
              <List.Item>
                <List.Item.Meta
                  title={entry.summary}
                  description={
                    <Typography.Text type="secondary">
                      <Tag>{entityLabel(entry.entityType)}</Tag>
                      {entry.username ?? 'System'} · {formatRelativeDays(entry.createdAt)} ·{' '}
                      {new Date(entry.createdAt).toLocaleString('en-US')}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        )}
        <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Typography.Text>Page {page}</Typography.Text>
          <Button disabled={!hasNext} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Flex>
      </Card>
    </>
  )
}
