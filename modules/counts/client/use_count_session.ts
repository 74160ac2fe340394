import { useCallback, useEffect, useMemo, useState } from 'react'
import type { CountLineJson, CountSessionDetailJson } from '@modules/counts/shared/count_json'
import { effectiveLineIds } from '@modules/counts/shared/count_rules'
import { fetchSession, type LinePayload } from './api'
import {
  enqueueLine,
  flushQueue,
  forgetLine,
  keepSession,
  keptSession,
  queuedLines,
  type QueuedLine,
} from './offline_queue'

const RETRY_MS = 15_000

/** A line as the screen counts it: stored on the server, or still waiting in this phone's queue. */
export interface ScreenLine {
  key: string
  areaId: number | null
  productId: number
  counterId: string | null
  quantity: number
  waiting: boolean
  recountRequested: boolean
  /** Server line id, for a recount request. */
  lineId: number | null
  order: number
}

function fromServer(line: CountLineJson): ScreenLine {
  return {
    key: line.clientId,
    areaId: line.areaId,
    productId: line.productId,
    counterId: line.counterId,
    quantity: line.quantity,
    waiting: false,
    recountRequested: line.recountRequested,
    lineId: line.id,
    order: line.id,
  }
}

/**
 * The count screen's state: the session (from the server, or kept on the
 * phone when offline), this counter's queued lines, and the lines that
 * count now — a queued recount replaces the counter's stored line at once.
 */
export function useCountSession(sessionId: number, userId: string) {
  const [detail, setDetail] = useState<CountSessionDetailJson | null>(null)
  const [fromPhone, setFromPhone] = useState(false)
  const [loadError, setLoadError] = useState<unknown>(null)
  const [queue, setQueue] = useState<QueuedLine[]>([])
  const [online, setOnline] = useState(() => navigator.onLine)
  const [syncing, setSyncing] = useState(false)

  const valid = Number.isInteger(sessionId) && sessionId > 0

  const load = useCallback(async () => {
    if (!valid) return
    try {
      const fresh = await fetchSession(sessionId)
      setDetail(fresh)
      setFromPhone(false)
      setLoadError(null)
      await keepSession(fresh)
    } catch (error) {
      const kept = await keptSession(sessionId)
      if (kept) {
        setDetail(kept)
        setFromPhone(true)
      } else {
        setLoadError(error)
      }
    }
  }, [sessionId, valid])

  const refreshQueue = useCallback(async () => {
    if (valid) setQueue(await queuedLines(sessionId, userId))
  }, [sessionId, userId, valid])

  const sync = useCallback(async () => {
    if (!valid) return
    const before = await queuedLines(sessionId, userId)
    if (before.every((item) => item.error)) return
    setSyncing(true)
    try {
      await flushQueue(sessionId, userId)
    } catch {
      /* Still offline or the server is away: the lines stay queued for the next try. */
    } finally {
      setSyncing(false)
    }
    const after = await queuedLines(sessionId, userId)
    setQueue(after)
    if (after.length < before.length) await load()
  }, [sessionId, userId, valid, load])

  useEffect(() => {
    void (async () => {
      await load()
      await refreshQueue()
      await sync()
    })()
  }, [load, refreshQueue, sync])

  useEffect(() => {
    const goneOnline = () => {
      setOnline(true)
      void sync()
    }
    const goneOffline = () => setOnline(false)
    window.addEventListener('online', goneOnline)
    window.addEventListener('offline', goneOffline)
    const timer = window.setInterval(() => void sync(), RETRY_MS)
    return () => {
      window.removeEventListener('online', goneOnline)
      window.removeEventListener('offline', goneOffline)
      window.clearInterval(timer)
    }
  }, [sync])

  const record = useCallback(
    async (line: LinePayload, quantity: number) => {
      await enqueueLine(sessionId, userId, line, quantity)
      await refreshQueue()
      void sync()
    },
    [sessionId, userId, refreshQueue, sync]
  )

  const dismiss = useCallback(
    async (clientId: string) => {
      await forgetLine(clientId)
      await refreshQueue()
    },
    [refreshQueue]
  )

  /* Stored lines that still count, then this phone's queued lines on top (newest last). */
  const lines = useMemo(() => {
    const stored = (detail?.lines ?? []).filter((line) => line.effective).map(fromServer)
    const waiting: ScreenLine[] = queue
      .filter((item) => !item.error)
      .map((item, index) => ({
        key: item.clientId,
        areaId: item.line.areaId,
        productId: item.line.productId,
        counterId: userId,
        quantity: item.quantity,
        waiting: true,
        recountRequested: false,
        lineId: null,
        order: Number.MAX_SAFE_INTEGER - queue.length + index,
      }))
    /* A queued line may already be stored (sent, answer lost): count it once. */
    const storedKeys = new Set(stored.map((line) => line.key))
    const all = [...stored, ...waiting.filter((line) => !storedKeys.has(line.key))]
    const keep = effectiveLineIds(
      all.map((line) => ({
        id: line.order,
        areaId: line.areaId,
        productId: line.productId,
        counterId: line.counterId,
      }))
    )
    return all.filter((line) => keep.has(line.order))
  }, [detail, queue, userId])

  return {
    detail,
    fromPhone,
    loadError,
    reload: load,
    online,
    syncing,
    waiting: queue.filter((item) => !item.error).length,
    refused: queue.filter((item) => item.error),
    lines,
    record,
    sync,
    dismiss,
  }
}
