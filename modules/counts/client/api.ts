import useSWR from 'swr'
import { api } from '@shell/api/client'
import type {
  CountAreaJson,
  CountLineJson,
  CountReviewJson,
  CountSessionDetailJson,
  CountSessionJson,
  ShelfProductJson,
} from '@modules/counts/shared/count_json'

export const SESSIONS_KEY = '/api/count-sessions'
export const AREAS_KEY = '/api/count-areas'

export const sessionKey = (id: number) => `${SESSIONS_KEY}/${id}`
export const reviewKey = (id: number) => `${SESSIONS_KEY}/${id}/review`
export const shelfKey = (areaId: number) => `${AREAS_KEY}/${areaId}/products`

export const useSessions = () => useSWR<CountSessionJson[]>(SESSIONS_KEY)
export const useAreas = () => useSWR<CountAreaJson[]>(AREAS_KEY)
export const useShelf = (areaId: number | null) =>
  useSWR<ShelfProductJson[]>(areaId ? shelfKey(areaId) : null)
export const useReview = (id: number, enabled: boolean) =>
  useSWR<CountReviewJson>(enabled ? reviewKey(id) : null, { revalidateOnMount: true })

/** What a phone sends for one counted product (POST /api/count-sessions/:id/lines). */
export interface LinePayload {
  clientId: string
  productId: number
  areaId: number | null
  fullBottles: number
  partial?: number
  grams?: number
  counterNote?: string | null
  deviceTime: string
}

export const openSession = (input: { name?: string; areaIds?: number[] }) =>
  api<CountSessionJson>('POST', SESSIONS_KEY, input)
export const fetchSession = (id: number) => api<CountSessionDetailJson>('GET', sessionKey(id))
export const sendLines = (id: number, lines: LinePayload[]) =>
  api<CountLineJson[]>('POST', `${sessionKey(id)}/lines`, lines)
export const requestRecount = (id: number, lineId: number, note: string | null) =>
  api<CountReviewJson>('POST', `${sessionKey(id)}/recounts`, { lineId, note })
export const finalizeSession = (
  id: number,
  input: { zeroUncounted?: boolean; zeroProductIds?: number[] }
) => api<CountSessionJson>('POST', `${sessionKey(id)}/finalize`, input)

export const createArea = (name: string) => api<CountAreaJson>('POST', AREAS_KEY, { name })
export const renameArea = (id: number, name: string) =>
  api<CountAreaJson>('PUT', `${AREAS_KEY}/${id}`, { name })
export const deleteArea = (id: number) => api<void>('DELETE', `${AREAS_KEY}/${id}`)
export const reorderAreas = (areaIds: number[]) =>
  api<CountAreaJson[]>('PUT', `${AREAS_KEY}/order`, { areaIds })
export const saveShelf = (areaId: number, productIds: number[]) =>
  api<ShelfProductJson[]>('PUT', shelfKey(areaId), { productIds })

/**
 * A client id for a line: random, so a line queued offline and sent twice
 * is still one line. crypto.randomUUID needs HTTPS; a LAN install may be
 * plain HTTP, where getRandomValues still works.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
