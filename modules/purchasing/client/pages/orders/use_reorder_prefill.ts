import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { productLabel } from '@modules/inventory/shared/product_search'
import { toCents } from '@shared/money'
import { reorderLine } from '../../api'
import type { OrderPrefill } from '../../components/order_dialog'
import { positiveId } from './use_order_filters'

/**
 * Reorder links (?reorder=<productId>) open the Create dialog pre-filled with
 * the product, its vendor and the suggestion; the parameter is consumed.
 */
export function useReorderPrefill(canManage: boolean, openCreate: (prefill: OrderPrefill) => void) {
  const toast = useToast()
  const [params, setParams] = useSearchParams()
  const reorderId = positiveId(params.get('reorder'))

  useEffect(() => {
    if (!reorderId || !canManage) return
    let active = true
    reorderLine(reorderId)
      .then((line) => {
        if (!active) return
        openCreate({
          vendorId: line.vendorId,
          items: [
            {
              productId: line.productId,
              productLabel: productLabel(line),
              caseSize: line.caseSize,
              cases: line.cases,
              quantity: line.quantity,
              unitCost: line.unitCost === null ? null : toCents(line.unitCost) / 100,
              caseCost: line.caseCost === null ? null : toCents(line.caseCost) / 100,
            },
          ],
        })
      })
      .catch((error: unknown) => {
        if (!active) return
        toast({
          title: 'Error',
          description: failureDescription('Could not prepare the reorder', error),
          variant: 'error',
        })
      })
      .finally(() => {
        if (!active) return
        const next = new URLSearchParams(params)
        next.delete('reorder')
        setParams(next, { replace: true })
      })
    return () => {
      active = false
    }
    /* Runs once per reorder link; params change when the link is consumed. */
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reorderId, canManage])
}
