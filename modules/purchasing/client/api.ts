import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { api, fetcher } from '@shell/api/client'
import type { OrderStatus } from '@modules/purchasing/shared/order_status'

/** List read shape of GET /api/purchase-orders (money as 2-decimal strings). */
export interface PurchaseOrder {
  id: number
  orderNumber: string
  vendorId: number
  vendor: { id: number; name: string } | null
  status: OrderStatus
  totalAmount: string
  orderDate: string
  expectedDate: string | null
  notes: string | null
  sentAt: string | null
  emailedAt: string | null
}

export interface PurchaseOrderItem {
  id: number
  purchaseOrderId: number
  productId: number
  quantity: number
  cases: number
  unitCost: string
  caseCost: string | null
  totalCost: string
  bottleCount: number
  product: {
    name: string
    category: string
    size: string | null
    caseSize: number
    currentStock: number
  } | null
}

export interface PurchaseOrderDetail extends PurchaseOrder {
  items: PurchaseOrderItem[]
}

export interface EmailOutcome {
  emailed: boolean
  reason?: 'not_configured' | 'no_vendor_email' | 'failed'
  to: string | null
  message: string
}

export interface SuggestionLine {
  productId: number
  name: string
  category: string
  size: string | null
  caseSize: number
  currentStock: number
  parLevel: number | null
  reorderLevel: number
  target: number
  onOrder: number
  cases: number
  quantity: number
  bottles: number
  unitCost: string
  caseCost: string | null
  totalCost: string
  vendorId: number | null
}

export interface Suggestions {
  vendors: Array<{
    vendorId: number
    vendorName: string
    lines: SuggestionLine[]
    totalAmount: string
  }>
  unassigned: SuggestionLine[]
}

export interface ProductOption {
  id: number
  name: string
  category: string
  size: string | null
  caseSize: number
  unitCost: string
  caseCost: string | null
  vendorId: number | null
}

export interface VendorOption {
  id: number
  name: string
}

export interface OrderItemInput {
  productId: number
  quantity: number
  cases: number
  unitCost: number
  caseCost: number | null
  totalCost: string
}

export interface OrderInput {
  orderNumber: string | null
  vendorId: number
  status: 'created'
  totalAmount: string
  expectedDate: string | null
  notes: string | null
  items: OrderItemInput[]
}

export const ORDERS_KEY = '/api/purchase-orders'
export const SUGGESTIONS_KEY = '/api/purchase-orders/suggestions'

export function ordersKey(filters: { vendorId?: number; status?: string }) {
  const query = new URLSearchParams()
  if (filters.vendorId) query.set('vendorId', String(filters.vendorId))
  if (filters.status) query.set('status', filters.status)
  const text = query.toString()
  return text ? `${ORDERS_KEY}?${text}` : ORDERS_KEY
}

export const useOrders = (filters: { vendorId?: number; status?: string }) =>
  useSWR<PurchaseOrder[]>(ordersKey(filters))
export const useOrder = (id: number | null) =>
  useSWR<PurchaseOrderDetail>(id ? `${ORDERS_KEY}/${id}` : null)
export const useSuggestions = () => useSWR<Suggestions>(SUGGESTIONS_KEY)
export const useVendors = () => useSWR<VendorOption[]>('/api/vendors')
export const useProducts = () => useSWR<ProductOption[]>('/api/products')

export const createOrder = (input: OrderInput) =>
  api<PurchaseOrderDetail>('POST', ORDERS_KEY, input)
export const updateOrder = (id: number, input: OrderInput) =>
  api<PurchaseOrderDetail>('PUT', `${ORDERS_KEY}/${id}`, input)
export const sendOrder = (id: number) =>
  api<PurchaseOrderDetail & { email: EmailOutcome }>('PUT', `${ORDERS_KEY}/${id}`, {
    status: 'sent',
  })
export const emailOrder = (id: number) =>
  api<{ email: EmailOutcome }>('POST', `${ORDERS_KEY}/${id}/email`)
export const cancelOrder = (id: number) =>
  api<PurchaseOrderDetail>('PUT', `${ORDERS_KEY}/${id}`, { status: 'cancelled' })
export const deleteOrder = (id: number) => api<void>('DELETE', `${ORDERS_KEY}/${id}`)
export const reorderLine = (productId: number) =>
  api<SuggestionLine>('GET', `${SUGGESTIONS_KEY}/${productId}`)
export const createFromSuggestions = (
  lines: Array<{ productId: number; vendorId: number; cases: number; quantity: number }>
) => api<PurchaseOrderDetail[]>('POST', SUGGESTIONS_KEY, { lines })

/*
 * Everything an order change can make stale: order lists and details,
 * suggestions (on-order bottles), the dashboard and recent activity.
 */
const AFFECTED_PREFIXES = [ORDERS_KEY, '/api/dashboard', '/api/activity']

/**
 * Refetches every cached answer an order change affects, mounted or not
 * (revalidateIfStale is off, SPEC §9, so unmounted keys would stay old).
 */
export function useRevalidateOrders() {
  const { cache, mutate } = useSWRConfig()
  return useCallback(
    async (options: { forget?: string } = {}) => {
      /* A deleted order's detail would answer 404; forget it instead of refetching. */
      if (options.forget) cache.delete(options.forget)
      const keys = [...cache.keys()].filter((key) =>
        AFFECTED_PREFIXES.some((prefix) => key.startsWith(prefix))
      )
      await Promise.all(
        keys.map((key) => mutate(key, fetcher(key), { revalidate: false }).catch(() => undefined))
      )
    },
    [cache, mutate]
  )
}
