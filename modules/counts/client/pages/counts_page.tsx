import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, Card, List, Skeleton, Tabs, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { PageHeader } from '@shell/components/page_header'
import { LoadError } from '@shell/components/load_error'
import { EmptyState } from '@shell/components/empty_state'
import { useCurrentUser } from '@shell/auth/auth_context'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { CountSessionJson } from '@modules/counts/shared/count_json'
import { openSession, useAreas, useSessions } from '../api'
import { OpenSessionDialog } from '../components/open_session_dialog'
import { AreasPanel } from '../components/areas_panel'

function SessionStatus({ session }: { session: CountSessionJson }) {
  return session.status === 'open' ? (
    <Tag color="processing">Open</Tag>
  ) : (
    <Tag color="default">Finalized</Tag>
  )
}

function SessionsList() {
  const navigate = useNavigate()
  const { data, error, isLoading, mutate } = useSessions()
  if (error) return <LoadError error={error} onRetry={() => void mutate()} />
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 4 }} />
  if (data.length === 0) {
    return (
      <Card>
        <EmptyState text="No counts yet. A manager opens one to start counting." />
      </Card>
    )
  }
  return (
    <List
      dataSource={data}
      renderItem={(session) => (
        <List.Item
          actions={[
            <Button
              key="open"
              type={session.status === 'open' ? 'primary' : 'default'}
              onClick={() => navigate(`/counts/${session.id}`)}
              aria-label={`${session.status === 'open' ? 'Count' : 'View'} ${session.name}`}
            >
              {session.status === 'open' ? 'Count' : 'View'}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <>
                {session.name} <SessionStatus session={session} />
              </>
            }
            description={
              <Typography.Text type="secondary">
                {session.allAreas ? 'All areas' : session.areas.map((area) => area.name).join(', ')}{' '}
                · {session.lineCount} lines ·{' '}
                {session.finalizedAt
                  ? `finalized ${new Date(session.finalizedAt).toLocaleString('en-US')}`
                  : `opened ${new Date(session.openedAt).toLocaleString('en-US')}`}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  )
}

/** Counts: the sessions (open ones to count, finalized ones to look back at) and, for managers, the areas. */
export default function CountsPage() {
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const navigate = useNavigate()
  const toast = useToast()
  const { data: areas } = useAreas()
  const { mutate } = useSessions()
  const [opening, setOpening] = useState(false)

  const open = async (input: { name?: string; areaIds?: number[] }) => {
    try {
      const session = await openSession(input)
      toast({ title: 'Count opened', variant: 'success' })
      setOpening(false)
      await mutate()
      navigate(`/counts/${session.id}`)
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to open the count', error),
        variant: 'error',
      })
    }
  }

  return (
    <>
      <PageHeader
        title="Stock Counts"
        subtitle="Count the shelves area by area, on any phone, even without signal."
        extra={
          manager && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpening(true)}>
              Open Count
            </Button>
          )
        }
      />
      {manager ? (
        <Tabs
          items={[
            { key: 'sessions', label: 'Counts', children: <SessionsList /> },
            { key: 'areas', label: 'Areas & Shelves', children: <AreasPanel /> },
          ]}
        />
      ) : (
        <SessionsList />
      )}
      {opening && (
        <OpenSessionDialog areas={areas ?? []} onOpen={open} onClose={() => setOpening(false)} />
      )}
    </>
  )
}
