import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { sendOrder, useRevalidateOrders, type PurchaseOrder } from '../api'

/**
 * Sends an order (SPEC §4): the status becomes sent and the order waits in
 * Receiving. The toast links to Receiving and says honestly whether the
 * vendor was emailed. The toast region lives outside the router, so the
 * link navigates with the caller's navigate function.
 */
export function useSendOrder() {
  const toast = useToast()
  const navigate = useNavigate()
  const revalidate = useRevalidateOrders()

  return useCallback(
    async (order: Pick<PurchaseOrder, 'id' | 'orderNumber'>) => {
      try {
        const sent = await sendOrder(order.id)
        toast({
          title: 'Order Sent Successfully',
          description: `${sent.orderNumber} is now Sent (In Receiving). ${sent.email.message}`,
          variant: 'success',
          action: (
            <a
              href="/receiving"
              onClick={(event) => {
                event.preventDefault()
                void navigate('/receiving')
              }}
            >
              Go to Receiving
            </a>
          ),
        })
        await revalidate()
        return true
      } catch (error) {
        toast({
          title: 'Error',
          description: failureDescription('Failed to send purchase order', error),
          variant: 'error',
        })
        await revalidate()
        return false
      }
    },
    [toast, navigate, revalidate]
  )
}
