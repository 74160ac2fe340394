import { mutate } from 'swr'
import { getEarly } from '@shell/api/client'

/**
 * Asks for a screen's first data before the screen renders: the answer goes
 * into SWR's cache, so the screen's useSWR(path) shows it at once; a screen
 * that mounts while the request is still out joins it (`fetcher`).
 */
export function prefetch(path: string) {
  getEarly(path).then(
    (data) => void mutate(path, data, { revalidate: false }),
    () => undefined
  )
}
