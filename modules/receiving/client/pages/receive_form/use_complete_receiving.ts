import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { RECEIVING_TEXTS } from '@modules/receiving/shared/receiving_rules'
import { receiveOrder, useRevalidateReceiving } from '../../api'
import type { PhotoEntry } from '../../components/photo_uploader'
import { lineReceived, type LineState } from '../../components/receive_line'

/** Complete Receiving: saves the receipt, then returns to the list showing it. */
export function useCompleteReceiving(orderId: number) {
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useRevalidateReceiving()
  const [saving, setSaving] = useState(false)

  const complete = async (lines: LineState[], notes: string, photos: PhotoEntry[]) => {
    setSaving(true)
    try {
      const saved = await receiveOrder(orderId, {
        notes: notes.trim() || null,
        photoIds: photos.flatMap((photo) =>
          photo.status === 'done' && photo.id ? [photo.id] : []
        ),
        items: lines.map((line) => ({
          purchaseOrderItemId: line.purchaseOrderItemId,
          productId: line.productId,
          receivedQuantity: lineReceived(line),
          receivedCases: line.receivedCases,
          receivedBottles: line.receivedBottles,
          unitCost: line.unitCost,
          caseCost: line.caseCost > 0 ? line.caseCost : null,
          discrepancyNote: line.discrepancyNote.trim() || null,
        })),
      })
      toast({ title: RECEIVING_TEXTS.received, variant: 'success' })
      await revalidate()
      await navigate('/receiving', { state: { receipt: saved, tab: 'received' } })
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription(RECEIVING_TEXTS.failed, error),
        variant: 'error',
      })
      setSaving(false)
    }
  }

  return { saving, complete }
}
