import { ApiError } from '@shell/api/client'

/**
 * The spec's failure text, followed by the server's reason when it gave one
 * (a product that no longer exists, say), so the person knows what to fix.
 */
export function failureDescription(text: string, error: unknown) {
  const reason =
    error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error)?.message
  if (!reason) return text
  return (
    <>
      <div>{text}</div>
      <div>{reason}</div>
    </>
  )
}
