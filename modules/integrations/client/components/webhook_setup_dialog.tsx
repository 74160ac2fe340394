import { useState } from 'react'
import { Alert, Button, Modal, Space, Typography } from 'antd'
import { failureDescription } from '@shell/notifications/failure_description'
import { useToast } from '@shell/notifications/toaster'
import { rotateWebhookKey, type Integration } from '../api'

interface Props {
  integration: Integration
  canRotate: boolean
  onClose: () => void
  onChanged: () => void
}

/** Where the POS sends sales, and the key that signs them (shown once when generated). */
export function WebhookSetupDialog({ integration, canRotate, onClose, onChanged }: Props) {
  const toast = useToast()
  const [newKey, setNewKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const rotate = async () => {
    setBusy(true)
    try {
      const answer = await rotateWebhookKey(integration.id)
      setNewKey(answer.webhookSigningKey)
      onChanged()
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to update POS integration', error),
        variant: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal open title={`Webhook setup: ${integration.name}`} footer={null} onCancel={onClose}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong>Webhook URL</Typography.Text>
        <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }}>
          {integration.webhookUrl}
        </Typography.Paragraph>
        <Typography.Text>
          Signing key:{' '}
          <Typography.Text code>{newKey ?? integration.webhookKeyHint}</Typography.Text>
        </Typography.Text>
        {newKey && (
          <Alert
            type="warning"
            showIcon
            title="Copy this key now: it is not shown again."
            description={<Typography.Text copyable>{newKey}</Typography.Text>}
          />
        )}
        <Typography.Paragraph type="secondary">
          Square: add the URL as a webhook subscription for order events and paste Square's
          signature key into Edit (or here as the integration's key). Other systems: post our JSON
          format signed with the header X-Barstock-Signature = base64 HMAC-SHA256 of the body.
        </Typography.Paragraph>
        {canRotate && (
          <Button onClick={() => void rotate()} loading={busy}>
            Generate new signing key
          </Button>
        )}
      </Space>
    </Modal>
  )
}
