import { lazy, Suspense, useState } from 'react'
import { Button, Card, Col, Row, Skeleton, Statistic, Tabs } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useSWRConfig } from 'swr'
import { PageHeader } from '@shell/components/page_header'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { lazyDialog } from '@shell/components/lazy_dialog'
import { useCurrentUser } from '@shell/auth/auth_context'
import { roleAllows } from '@shell/modules/registry'
import { failureDescription } from '@shell/notifications/failure_description'
import { useToast } from '@shell/notifications/toaster'
import {
  deleteIntegration,
  RECENT_SALES_KEY,
  testIntegration,
  UNMAPPED_KEY,
  useIntegrations,
  type Integration,
} from '../api'
import { IntegrationCard } from '../components/integration_card'

/* The Sales tab (upload, mapping, a sales table) loads its code when it is first opened. */
const SalesTab = lazy(() =>
  import('../components/sales_tab').then((m) => ({ default: m.SalesTab }))
)
const IntegrationDialog = lazyDialog(() =>
  import('../components/integration_dialog').then((m) => m.IntegrationDialog)
)
const WebhookSetupDialog = lazyDialog(() =>
  import('../components/webhook_setup_dialog').then((m) => m.WebhookSetupDialog)
)

type DialogState =
  | { mode: 'add' }
  | { mode: 'edit'; integration: Integration }
  | { mode: 'webhook'; integration: Integration }
  | null

export default function IntegrationsPage() {
  const user = useCurrentUser()
  const isAdmin = roleAllows(user.role, 'admin')
  const isManager = roleAllows(user.role, 'manager')
  const toast = useToast()
  const { mutate: revalidate } = useSWRConfig()
  const { data, error, isLoading, mutate } = useIntegrations()
  const [dialog, setDialog] = useState<DialogState>(null)
  const [busy, setBusy] = useState<{ id: number; action: 'test' | 'delete' } | null>(null)

  /* Sales change stock, the queue and every list that shows them. */
  const salesChanged = () => {
    void revalidate(
      (key) =>
        typeof key === 'string' &&
        (key === UNMAPPED_KEY ||
          key === RECENT_SALES_KEY ||
          key.startsWith('/api/products') ||
          key.startsWith('/api/activity'))
    )
  }

  const test = async (integration: Integration) => {
    setBusy({ id: integration.id, action: 'test' })
    try {
      const result = await testIntegration(integration.id)
      if (result.success) toast({ title: 'Connection test successful', variant: 'success' })
      else {
        toast({
          title: 'Error',
          description: failureDescription('Connection test failed', new Error(result.message)),
          variant: 'error',
        })
      }
    } catch (testError) {
      toast({
        title: 'Error',
        description: failureDescription('Connection test failed', testError),
        variant: 'error',
      })
    } finally {
      setBusy(null)
      await mutate()
    }
  }

  const remove = async (integration: Integration) => {
    setBusy({ id: integration.id, action: 'delete' })
    try {
      await deleteIntegration(integration.id)
      toast({ title: 'POS integration deleted successfully', variant: 'success' })
      await mutate()
    } catch (deleteError) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to delete POS integration', deleteError),
        variant: 'error',
      })
    } finally {
      setBusy(null)
    }
  }

  const list = data ?? []
  const overview = [
    { title: 'Connected', value: list.filter((entry) => entry.status === 'connected').length },
    { title: 'Errors', value: list.filter((entry) => entry.status === 'error').length },
    { title: 'Total Integrations', value: list.length },
  ]

  let connections
  if (error) connections = <LoadError error={error} onRetry={() => void mutate()} />
  else if (isLoading || !data) connections = <Skeleton active paragraph={{ rows: 4 }} />
  else if (list.length === 0) {
    connections = (
      <Card>
        <EmptyState text="No POS integrations yet. Add one to bring sales in." />
      </Card>
    )
  } else {
    connections = (
      <Row gutter={[16, 16]}>
        {list.map((integration) => (
          <Col key={integration.id} xs={24} md={12} xl={8}>
            <IntegrationCard
              integration={integration}
              canTest={isManager}
              canManage={isAdmin}
              testing={busy?.id === integration.id && busy.action === 'test'}
              deleting={busy?.id === integration.id && busy.action === 'delete'}
              onTest={() => void test(integration)}
              onEdit={() => setDialog({ mode: 'edit', integration })}
              onDelete={() => void remove(integration)}
              onWebhook={() => setDialog({ mode: 'webhook', integration })}
            />
          </Col>
        ))}
      </Row>
    )
  }

  return (
    <>
      <PageHeader
        title="POS Integrations"
        subtitle="Point-of-sale connections and the sales they bring in"
        extra={
          isAdmin && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ mode: 'add' })}
            >
              Add Integration
            </Button>
          )
        }
      />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {overview.map((entry) => (
          <Col key={entry.title} xs={8}>
            <Card size="small">
              <Statistic title={entry.title} value={entry.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Tabs
        items={[
          { key: 'connections', label: 'Connections', children: connections },
          {
            key: 'sales',
            label: 'Sales',
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <SalesTab canImport={isManager} onSalesChanged={salesChanged} />
              </Suspense>
            ),
          },
        ]}
      />
      {dialog && dialog.mode !== 'webhook' && (
        <IntegrationDialog
          integration={dialog.mode === 'edit' ? dialog.integration : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            void mutate()
          }}
        />
      )}
      {dialog?.mode === 'webhook' && (
        <WebhookSetupDialog
          integration={dialog.integration}
          canRotate={isAdmin}
          onClose={() => setDialog(null)}
          onChanged={() => void mutate()}
        />
      )}
    </>
  )
}
