import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { api, fetcher } from '@shell/api/client'
import type {
  EmailOutcome,
  OrderDetailJson,
  OrderItemJson,
  OrderJson,
  OrderPageJson,
} from '@modules/purchasing/shared/order_json'
import type { SuggestionLine, SuggestionsJson } from '@modules/purchasing/shared/suggestion_json'
import type { ProductJson } from '@modules/inventory/shared/product_json'
import type { VendorJson } from '@modules/vendors/shared/vendor_json'
import { ORDER_ACTIONS } from '@modules/purchasing/shared/order_status'

/* The screens' names for purchasing's read shapes (shared/order_json.ts, shared/suggestion_json.ts). */
export type PurchaseOrder = OrderJson
export type PurchaseOrderItem = OrderItemJson
export type PurchaseOrderDetail = OrderDetailJson
export type Suggestions = SuggestionsJson
export type { SuggestionLine }

/** The fields of GET /api/products an order item needs (the item picker's search answers). */
export type ProductOption = Pick<
  ProductJson,
  'id' | 'name' | 'category' | 'size' | 'caseSize' | 'unitCost' | 'caseCost' | 'vendorId'
>

export type VendorOption = Pick<VendorJson, 'id' | 'name'>

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

export interface OrderPageQuery {
  vendorId?: number
  status?: string
  page: number
  pageSize: number
}

/* A page of the list rather than the spec's whole array: years of orders stay one small answer. */
export function orderPageKey(filters: OrderPageQuery) {
  const query = new URLSearchParams()
  if (filters.vendorId) query.set('vendorId', String(filters.vendorId))
  if (filters.status) query.set('status', filters.status)
  query.set('page', String(filters.page))
  query.set('pageSize', String(filters.pageSize))
  return `${ORDERS_KEY}?${query}`
}

export const useOrderPage = (filters: OrderPageQuery) =>
  useSWR<OrderPageJson>(orderPageKey(filters), { keepPreviousData: true })
export const useOrder = (id: number | null) =>
  useSWR<PurchaseOrderDetail>(id ? `${ORDERS_KEY}/${id}` : null)
export const useSuggestions = () => useSWR<Suggestions>(SUGGESTIONS_KEY)
export const useVendors = () => useSWR<VendorOption[]>('/api/vendors')

export const createOrder = (input: OrderInput) =>
  api<PurchaseOrderDetail>('POST', ORDERS_KEY, input)
export const updateOrder = (id: number, input: OrderInput) =>
  api<PurchaseOrderDetail>('PUT', `${ORDERS_KEY}/${id}`, input)
export const sendOrder = (id: number) =>
  api<PurchaseOrderDetail & { email: EmailOutcome }>('PUT', `${ORDERS_KEY}/${id}`, {
    status: ORDER_ACTIONS.send.to,
  })
export const emailOrder = (id: number) =>
  api<{ email: EmailOutcome }>('POST', `${ORDERS_KEY}/${id}/email`)
export const cancelOrder = (id: number) =>
  api<PurchaseOrderDetail>('PUT', `${ORDERS_KEY}/${id}`, { status: ORDER_ACTIONS.cancel.to })
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
