import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  cancelOrder,
  deleteOrder,
  emailOrder,
  useRevalidateOrders,
  ORDERS_KEY,
  type PurchaseOrderDetail,
} from '../../api'
import { useSendOrder } from '../../components/use_send_order'

type Command = 'send' | 'email' | 'cancel' | 'delete'

/**
 * What the detail screen can do to its order, each with its toast, the
 * refetch of what it made stale, and which command is still running.
 */
export function useOrderCommands(order: PurchaseOrderDetail | undefined, listPath: string) {
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useRevalidateOrders()
  const send = useSendOrder()
  const [busy, setBusy] = useState<Command | null>(null)

  const run = async (kind: Command, work: () => Promise<unknown>, failure: string) => {
    setBusy(kind)
    try {
      await work()
    } catch (failed) {
      toast({ title: 'Error', description: failureDescription(failure, failed), variant: 'error' })
      await revalidate()
    } finally {
      setBusy(null)
    }
  }

  const onSend = async () => {
    if (!order) return
    setBusy('send')
    await send(order)
    setBusy(null)
  }

  const onEmail = () =>
    run(
      'email',
      async () => {
        const { email } = await emailOrder(order!.id)
        toast({
          title: email.emailed ? 'Order emailed' : 'Order not emailed',
          description: email.message,
          variant: email.emailed ? 'success' : 'error',
        })
        await revalidate()
      },
      'Failed to email purchase order'
    )

  const onCancel = () =>
    run(
      'cancel',
      async () => {
        await cancelOrder(order!.id)
        toast({
          title: 'Purchase order updated successfully',
          description: 'The order was cancelled',
          variant: 'success',
        })
        await revalidate()
      },
      'Failed to update purchase order'
    )

  const onDelete = () =>
    run(
      'delete',
      async () => {
        await deleteOrder(order!.id)
        toast({ title: 'Purchase order deleted successfully', variant: 'success' })
        await revalidate({ forget: `${ORDERS_KEY}/${order!.id}` })
        await navigate(listPath)
      },
      'Failed to delete purchase order'
    )

  return { busy, onSend, onEmail, onCancel, onDelete }
}

export type OrderCommands = ReturnType<typeof useOrderCommands>
