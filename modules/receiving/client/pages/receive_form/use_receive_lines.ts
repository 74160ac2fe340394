import { useCallback, useEffect, useMemo, useState } from 'react'
import { api, ApiError } from '@shell/api/client'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { OrderDetailJson } from '@modules/purchasing/shared/order_json'
import {
  hasDiscrepancy,
  sumMoney,
  totalDifference,
} from '@modules/receiving/shared/receiving_rules'
import type { ReceiptJson } from '../../api'
import { lineReceived, lineTotal, type LineState } from '../../components/receive_line'

/* Initial values: what the receipt recorded (adjusting), or else what was ordered (SPEC §5). */
function initialLines(order: OrderDetailJson, receipt: ReceiptJson | null): LineState[] {
  return order.items.map((item) => {
    const recorded = receipt?.items.find(
      (line) =>
        line.purchaseOrderItemId === item.id ||
        (line.purchaseOrderItemId === null && line.productId === item.productId)
    )
    const caseSize = item.product?.caseSize ?? 12
    return {
      purchaseOrderItemId: item.id,
      productId: item.productId,
      name: item.product?.name ?? 'Unknown Product',
      category: item.product?.category ?? '',
      size: item.product?.size ?? null,
      caseSize,
      expectedCases: item.cases,
      expectedBottles: item.quantity,
      expected: item.bottleCount,
      receivedCases: recorded ? (recorded.receivedCases ?? 0) : item.cases,
      receivedBottles: recorded
        ? (recorded.receivedBottles ?? recorded.receivedQuantity)
        : item.quantity,
      unitCost: Number(recorded?.unitCost ?? item.unitCost),
      caseCost: Number(recorded?.caseCost ?? item.caseCost ?? 0),
      discrepancyNote: recorded?.discrepancyNote ?? '',
    }
  })
}

/**
 * The lines being received, their totals against the order, and the
 * barcode flow: a scanned bottle finds its line, counts one more bottle and
 * is highlighted for a moment.
 */
export function useReceiveLines(order: OrderDetailJson, receipt: ReceiptJson | null) {
  const toast = useToast()
  const [lines, setLines] = useState(() => initialLines(order, receipt))
  const [highlight, setHighlight] = useState<number | null>(null)

  const onChange = useCallback(
    (itemId: number, patch: Partial<LineState>) =>
      setLines((current) =>
        current.map((line) => (line.purchaseOrderItemId === itemId ? { ...line, ...patch } : line))
      ),
    []
  )

  const adjustedTotal = useMemo(() => sumMoney(lines.map(lineTotal)), [lines])
  const { difference, direction } = totalDifference(order.totalAmount, adjustedTotal)
  const discrepancy = hasDiscrepancy(
    lines.map((line) => ({ expected: line.expected, received: lineReceived(line) }))
  )

  /* A scanned bottle: jump to its line and count one more bottle. */
  const onScanned = async (code: string) => {
    try {
      const product = await api<{ id: number; name: string }>(
        'GET',
        `/api/products/barcode/${encodeURIComponent(code)}`
      )
      const line = lines.find((candidate) => candidate.productId === product.id)
      if (!line) {
        toast({ title: 'Not on this order', description: product.name, variant: 'error' })
        return
      }
      onChange(line.purchaseOrderItemId, { receivedBottles: line.receivedBottles + 1 })
      setHighlight(line.purchaseOrderItemId)
      document
        .getElementById(`receive-line-${line.purchaseOrderItemId}`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404
      toast({
        title: unknown ? 'Unknown barcode' : 'Error',
        description: unknown ? code : failureDescription('Failed to look up the barcode', error),
        variant: 'error',
      })
    }
  }

  useEffect(() => {
    if (highlight === null) return
    const timer = window.setTimeout(() => setHighlight(null), 2000)
    return () => window.clearTimeout(timer)
  }, [highlight])

  return {
    lines,
    onChange,
    adjustedTotal,
    difference,
    direction,
    discrepancy,
    highlight,
    onScanned,
  }
}
