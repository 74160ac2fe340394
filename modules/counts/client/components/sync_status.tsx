import { Alert, Button, Flex, Tag } from 'antd'
import { CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons'
import type { QueuedLine } from '../offline_queue'

/** 'n lines waiting to sync', offline or not, and lines the server refused (kept until dismissed). */
export function SyncStatus({
  online,
  waiting,
  syncing,
  refused,
  onSync,
  onDismiss,
}: {
  online: boolean
  waiting: number
  syncing: boolean
  refused: QueuedLine[]
  onSync: () => void
  onDismiss: (clientId: string) => void
}) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <Flex gap={8} align="center" wrap role="status" aria-live="polite">
        {!online && (
          <Tag icon={<DisconnectOutlined />} color="warning">
            Offline
          </Tag>
        )}
        {waiting > 0 ? (
          <Tag icon={<CloudSyncOutlined spin={syncing} />} color="processing">
            {waiting === 1 ? '1 line waiting to sync' : `${waiting} lines waiting to sync`}
          </Tag>
        ) : (
          <Tag color="success">All lines synced</Tag>
        )}
        {waiting > 0 && online && (
          <Button size="small" onClick={onSync} loading={syncing}>
            Sync now
          </Button>
        )}
      </Flex>
      {refused.map((item) => (
        <Alert
          key={item.clientId}
          type="error"
          showIcon
          title="A line was not accepted"
          description={item.error}
          action={
            <Button size="small" onClick={() => onDismiss(item.clientId)}>
              Dismiss
            </Button>
          }
        />
      ))}
    </Flex>
  )
}
