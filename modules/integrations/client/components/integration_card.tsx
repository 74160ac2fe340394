import { Button, Card, Flex, Tag, Typography } from 'antd'
import { ApiOutlined, DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons'
import { formatRelativeDays } from '@shell/format/relative_days'
import { INTEGRATION_TYPE_LABELS } from '@modules/integrations/shared/integration_rules'
import type { Integration } from '../api'

const STATUS_COLORS = { connected: 'success', disconnected: 'default', error: 'error' } as const
const STATUS_LABELS = { connected: 'Connected', disconnected: 'Disconnected', error: 'Error' }

interface Props {
  integration: Integration
  canTest: boolean
  canManage: boolean
  testing: boolean
  deleting: boolean
  onTest: () => void
  onEdit: () => void
  onDelete: () => void
  onWebhook: () => void
}

export function IntegrationCard(props: Props) {
  const { integration } = props
  return (
    <Card
      role="article"
      aria-label={integration.name}
      title={integration.name}
      styles={{ title: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      extra={
        <Tag color={STATUS_COLORS[integration.status]}>{STATUS_LABELS[integration.status]}</Tag>
      }
    >
      <Flex vertical gap={4}>
        <Typography.Text>
          {INTEGRATION_TYPE_LABELS[integration.type]}
          {integration.isActive ? '' : ' · inactive'}
          {integration.locationId ? ` · location ${integration.locationId}` : ''}
        </Typography.Text>
        <Typography.Text type="secondary">
          API key {integration.apiKey}
          {integration.lastSync
            ? ` · last sync ${formatRelativeDays(integration.lastSync)}`
            : ' · never synced'}
        </Typography.Text>
        {integration.errorMessage && (
          <Typography.Text type="danger">{integration.errorMessage}</Typography.Text>
        )}
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          {props.canTest && (
            <Button icon={<ApiOutlined />} loading={props.testing} onClick={props.onTest}>
              Test
            </Button>
          )}
          {props.canManage && (
            <Button icon={<EditOutlined />} onClick={props.onEdit}>
              Edit
            </Button>
          )}
          <Button icon={<LinkOutlined />} onClick={props.onWebhook}>
            Webhook
          </Button>
          {props.canManage && (
            <Button
              danger
              aria-label={`Delete ${integration.name}`}
              icon={<DeleteOutlined />}
              loading={props.deleting}
              onClick={props.onDelete}
            />
          )}
        </Flex>
      </Flex>
    </Card>
  )
}
