import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { createFromSuggestions, useRevalidateOrders } from '../../api'
import type { SuggestionChoices } from './use_suggestion_choices'

/** Creates one order per vendor from the chosen lines, then shows the new orders. */
export function useCreateOrders(choices: SuggestionChoices) {
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useRevalidateOrders()
  const [creating, setCreating] = useState(false)

  const create = async () => {
    setCreating(true)
    try {
      const orders = await createFromSuggestions(
        choices.chosen.map((line) => {
          const choice = choices.choiceOf(line.productId)
          return {
            productId: line.productId,
            vendorId: choice.vendorId!,
            cases: choice.cases,
            quantity: choice.quantity,
          }
        })
      )
      toast({
        title: 'Purchase order created successfully',
        description: `${orders.length} order${orders.length === 1 ? '' : 's'} created: ${orders
          .map((order) => order.orderNumber)
          .join(', ')}`,
        variant: 'success',
      })
      choices.reset()
      await revalidate()
      await navigate('/purchase-orders?status=created')
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to create purchase order', error),
        variant: 'error',
      })
    } finally {
      setCreating(false)
    }
  }

  return { creating, create }
}
