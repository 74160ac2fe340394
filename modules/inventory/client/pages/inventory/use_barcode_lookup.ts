import { useCallback } from 'react'
import { api, ApiError } from '@shell/api/client'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { Product } from '../../api'
import { productDialog, type InventoryDialog } from './dialogs'

/*
 * What a scanner types: one token with a digit in it. Plain words typed
 * into the search box followed by Enter stay a search.
 */
const BARCODE_PATTERN = /^(?=.*\d)[\x21-\x7E]{3,64}$/

/**
 * A scanned or typed barcode opens its product (and empties the search box),
 * or asks what to do with an unknown code. `open` and `clearSearch` must keep
 * their identity.
 */
export function useBarcodeLookup(
  manager: boolean,
  open: (dialog: InventoryDialog) => void,
  clearSearch: () => void
) {
  const toast = useToast()
  const openByBarcode = useCallback(
    async (code: string) => {
      try {
        const product = await api<Product>(
          'GET',
          `/api/products/barcode/${encodeURIComponent(code)}`
        )
        clearSearch()
        open(productDialog(manager, product))
      } catch (lookupError) {
        if (lookupError instanceof ApiError && lookupError.status === 404) {
          open({ kind: 'unknown-barcode', code })
          return
        }
        toast({
          title: 'Error',
          description: failureDescription('Failed to look up the barcode', lookupError),
          variant: 'error',
        })
      }
    },
    [manager, open, clearSearch, toast]
  )
  /* Enter in the search box: a scanner's code is looked up, words stay a search. */
  const onEnter = useCallback(
    (text: string) => {
      if (BARCODE_PATTERN.test(text)) void openByBarcode(text)
    },
    [openByBarcode]
  )
  return { openByBarcode, onEnter }
}
