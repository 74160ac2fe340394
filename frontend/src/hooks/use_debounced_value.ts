import { useEffect, useState } from 'react'

/**
 * The value as it was `delayMs` after it last changed: what search boxes
 * query, so typing a word costs one request or one re-filter, not one per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
