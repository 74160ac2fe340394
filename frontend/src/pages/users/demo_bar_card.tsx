import { useState } from 'react'
import useSWR from 'swr'
import { Button, Card, Flex, Popconfirm, Typography } from 'antd'
import { api } from '@shell/api/client'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'

interface SampleDataStatus {
  loaded: boolean
  removable: boolean
}

/**
 * The demo bar (vendors, products, cocktails, a few orders) for an admin to
 * load at any time, not only on the first-run screen, and to remove again.
 */
export function DemoBarCard() {
  const toast = useToast()
  const { data, mutate } = useSWR<SampleDataStatus>('/api/sample-data')
  const [busy, setBusy] = useState(false)

  const run = async (method: 'POST' | 'DELETE', success: string, failure: string) => {
    setBusy(true)
    try {
      await api(method, '/api/sample-data')
      toast({ title: success, variant: 'success' })
    } catch (error) {
      toast({ title: 'Error', description: failureDescription(failure, error), variant: 'error' })
    } finally {
      setBusy(false)
      await mutate()
    }
  }

  return (
    <Card title="Demo bar" style={{ marginTop: 16 }}>
      <Flex vertical gap={12} align="start">
        <Typography.Text>
          {data?.loaded
            ? 'The demo bar is loaded: sample vendors, products, cocktails and orders.'
            : 'Load sample vendors, products, cocktails and a few orders to explore Barstock.'}
        </Typography.Text>
        {data && !data.loaded && (
          <Button
            loading={busy}
            onClick={() => void run('POST', 'Sample data loaded', 'Failed to load sample data')}
          >
            Load demo bar
          </Button>
        )}
        {data?.loaded && data.removable && (
          <Popconfirm
            title="Remove the demo bar?"
            description="Its vendors, products, cocktails and orders are deleted; what you entered stays."
            okText="Remove"
            cancelText="Keep"
            onConfirm={() => run('DELETE', 'Demo bar removed', 'Failed to remove the demo bar')}
          >
            <Button danger loading={busy}>
              Remove demo bar
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Card>
  )
}
