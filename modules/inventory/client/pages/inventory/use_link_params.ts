import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { api } from '@shell/api/client'
import { useToast } from '@shell/notifications/toaster'
import type { Product } from '../../api'
import { productDialog, type InventoryDialog } from './dialogs'

/**
 * The dashboard links here with ?add=1, ?edit=<id> or ?adjust=<id> (staff);
 * the parameter opens the dialog once and is then dropped from the address.
 * ?adjust=choose (the Inventory Adjustment quick action) asks which product first.
 * `open` must keep its identity (useDialog's does).
 */
export function useLinkParams(manager: boolean, open: (dialog: InventoryDialog) => void) {
  const toast = useToast()
  const [searchParams, setSearchParams] = useSearchParams()
  const addParam = searchParams.has('add')
  const editParam = searchParams.get('edit') ?? searchParams.get('adjust')
  const chooseAdjust = searchParams.get('adjust') === 'choose'

  useEffect(() => {
    if (!addParam && !chooseAdjust && !editParam) return
    if (addParam) {
      if (manager) open({ kind: 'add' })
    } else if (chooseAdjust) {
      open({ kind: 'choose-adjust' })
    } else if (editParam) {
      api<Product>('GET', `/api/products/${encodeURIComponent(editParam)}`).then(
        (product) => open(productDialog(manager, product)),
        () => toast({ title: 'Product not found', variant: 'error' })
      )
    }
    setSearchParams(
      (params) => {
        for (const name of ['add', 'edit', 'adjust']) params.delete(name)
        return params
      },
      { replace: true }
    )
  }, [addParam, chooseAdjust, editParam, manager, open, toast, setSearchParams])
}
