import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { isOrderStatus } from '@modules/purchasing/shared/order_status'

export function positiveId(value: string | null): number | undefined {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * The list's filters live in the address (?status=&vendorId=), so Back to
 * Orders and shared links return to the same list; changing one goes back
 * to the first page.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams()
  const [page, setPage] = useState(1)
  const vendorId = positiveId(params.get('vendorId'))
  const statusParam = params.get('status')
  const status = isOrderStatus(statusParam) ? statusParam : undefined

  const setFilter = (key: 'vendorId' | 'status', value: string | undefined) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next)
    setPage(1)
  }

  return { vendorId, status, setFilter, page, setPage, listSearch: params.toString() }
}
