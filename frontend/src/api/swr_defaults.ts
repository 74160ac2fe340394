import type { SWRConfiguration } from 'swr'
import { fetcher } from '@shell/api/client'

/**
 * SPEC §9: no refetch on an interval, on focus or on reconnect; data never
 * goes stale; no retries. Screens revalidate what they changed instead.
 */
export const swrDefaults: SWRConfiguration = {
  fetcher,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
}
