import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { api, ApiError, csrfHeaders, fetcher } from '@shell/api/client'
import type { OrderDetailJson, OrderJson } from '@modules/purchasing/shared/order_json'
import type { EmailOutcome } from '@modules/purchasing/shared/order_json'
import type {
  CreditRequestJson,
  InvoicePhotoJson,
  ReceiptJson,
} from '@modules/receiving/shared/receipt_json'

export type { CreditRequestJson, InvoicePhotoJson, ReceiptJson }

export const ORDERS_KEY = '/api/purchase-orders'
export const sentOrdersKey = `${ORDERS_KEY}?status=sent`
export const receivedOrdersKey = `${ORDERS_KEY}?status=received`
export const receiptKey = (orderId: number) => `${ORDERS_KEY}/${orderId}/receipt`

export const useOrdersWithStatus = (status: 'sent' | 'received') =>
  useSWR<OrderJson[]>(status === 'sent' ? sentOrdersKey : receivedOrdersKey)
export const useOrder = (id: number | null) =>
  useSWR<OrderDetailJson>(id ? `${ORDERS_KEY}/${id}` : null)

/** The order's receipt; null (not an error) when it has none yet. */
export const useReceipt = (orderId: number | null) =>
  useSWR<ReceiptJson | null>(orderId ? receiptKey(orderId) : null, fetchReceipt)
export const useCreditRequest = (orderId: number) =>
  useSWR<CreditRequestJson>(`${ORDERS_KEY}/${orderId}/credit-request`)

export interface ReceiveLineInput {
  purchaseOrderItemId: number
  productId: number
  receivedQuantity: number
  receivedCases: number
  receivedBottles: number
  unitCost: number
  caseCost: number | null
  discrepancyNote: string | null
}

export const receiveOrder = (
  orderId: number,
  body: { notes: string | null; photoIds: number[]; items: ReceiveLineInput[] }
) => api<ReceiptJson>('POST', `${ORDERS_KEY}/${orderId}/receive`, body)

export const createBackOrder = (orderId: number) =>
  api<{ id: number; orderNumber: string }>('POST', `${ORDERS_KEY}/${orderId}/back-order`)

export const emailCreditRequest = (orderId: number) =>
  api<EmailOutcome>('POST', `${ORDERS_KEY}/${orderId}/credit-request/email`)

/**
 * One photo: a signed upload URL from the server, then a PUT of the raw
 * file through XHR so the form can show its progress.
 */
export async function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void
): Promise<InvoicePhotoJson> {
  const { uploadURL } = await api<{ uploadURL: string }>('POST', '/api/objects/upload')
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', uploadURL)
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value)
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name))
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as InvoicePhotoJson)
      else reject(new ApiError(xhr.status, body, xhr.responseText, xhr.statusText))
    }
    xhr.onerror = () => reject(new Error('The upload failed: network error'))
    xhr.send(file)
  })
}

const AFFECTED_PREFIXES = [
  ORDERS_KEY,
  '/api/products',
  '/api/recipes',
  '/api/activity',
  '/api/inventory',
  '/api/dashboard',
]

async function fetchReceipt(path: string) {
  try {
    return await api<ReceiptJson>('GET', path)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * After a receive: every cached list, order, receipt and stock-bearing read
 * is fetched again — mounted or not, so the list view the form returns to
 * is already current.
 */
export function useRevalidateReceiving() {
  const { cache, mutate } = useSWRConfig()
  return useCallback(async () => {
    const keys = [...cache.keys()].filter((key) =>
      AFFECTED_PREFIXES.some((prefix) => key.startsWith(prefix))
    )
    await Promise.all(
      keys.map((key) =>
        mutate(key, key.endsWith('/receipt') ? fetchReceipt(key) : fetcher(key), {
          revalidate: false,
        }).catch(() => undefined)
      )
    )
  }, [cache, mutate])
}
