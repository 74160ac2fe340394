import { Alert, Button } from 'antd'

/** What a screen shows when its data could not be loaded. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Unknown error'
  return (
    <Alert
      type="error"
      showIcon
      title="Could not load data"
      description={message}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    />
  )
}
