import { ApiError } from '@shell/api/client'

/**
 * An error toast's description: the spec's failure text, then the server's
 * reason when it gave one (a duplicate barcode, an order no longer
 * editable), so the person knows what to fix.
 */
export function failureDescription(text: string, error: unknown) {
  /* The server's own message only: "409: {…}" (status and raw body) is not for people. */
  const reason = error instanceof ApiError ? error.serverMessage : (error as Error)?.message
  if (!reason) return text
  return (
    <>
      <div>{text}</div>
      <div>{reason}</div>
    </>
  )
}
