import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { fetcher } from '@shell/api/client'
import type { AdjustmentType, ManualAdjustmentType } from '@modules/inventory/shared/product_rules'

/** Product read shape of GET /api/products (money as 2-decimal strings). */
export interface Product {
  id: number
  name: string
  category: string
  size: string | null
  sizeInOz: number | null
  caseSize: number
  currentStock: number
  reorderLevel: number
  parLevel: number | null
  unitCost: string
  caseCost: string | null
  barcode: string | null
  vendorId: number | null
  vendorName: string | null
  lastUpdated: string
}

/** One row of the stock ledger (GET /api/inventory-adjustments). */
export interface StockAdjustment {
  id: number
  productId: number
  product: string
  adjustmentType: AdjustmentType
  quantityChange: number
  resultingStock: number
  reason: string | null
  sourceType: string | null
  sourceId: string | null
  username: string | null
  adjustmentDate: string
}

export interface InventorySummary {
  totalItems: number
  lowStockCount: number
  outOfStockCount: number
  inventoryValue: string
}

export interface VendorOption {
  id: number
  name: string
}

export interface ImportResult {
  created: number
  updated: number
  errors: Array<{ row: number; message: string }>
}

export interface AdjustmentInput {
  productId: number
  adjustmentType: ManualAdjustmentType
  quantityChange?: number
  countedStock?: number
  reason?: string
}

export const PRODUCTS_KEY = '/api/products'
export const SUMMARY_KEY = '/api/inventory/summary'

export const historyKey = (productId: number) =>
  `/api/inventory-adjustments?productId=${productId}&limit=${HISTORY_LIMIT}`
export const HISTORY_LIMIT = 500

export const useProducts = () => useSWR<Product[]>(PRODUCTS_KEY)
/** The first products by name, as the full list orders them, without loading the rest. */
export const useFirstProducts = (count: number) =>
  useSWR<Product[]>(`${PRODUCTS_KEY}?limit=${count}`)
export const useInventorySummary = () => useSWR<InventorySummary>(SUMMARY_KEY)
export const useVendorOptions = () => useSWR<VendorOption[]>('/api/vendors')

/*
 * Everything a stock or product change can make stale: the product list,
 * the summary, product histories, the dashboard figures and recent activity.
 */
const AFFECTED_PREFIXES = ['/api/products', '/api/inventory', '/api/dashboard', '/api/activity']

/* Picker searches (GET /api/products?search=…) pile up one answer per text typed. */
const isSearchAnswer = (key: string) =>
  key.startsWith(`${PRODUCTS_KEY}?`) && key.includes('search=')

/**
 * Refetches every cached answer a product change affects. A plain
 * mutate(key) only refreshes keys a mounted hook is watching; with
 * revalidateIfStale off (SPEC §9) an unmounted dashboard would then show
 * old numbers, so each cached key is fetched again and its cache replaced.
 * Search answers are dropped instead, so the next search asks the server
 * without one refetch per text ever typed.
 */
export function useRevalidateInventory() {
  const { cache, mutate } = useSWRConfig()
  return useCallback(async () => {
    const keys = [...cache.keys()].filter((key) =>
      AFFECTED_PREFIXES.some((prefix) => key.startsWith(prefix))
    )
    for (const key of keys.filter(isSearchAnswer)) cache.delete(key)
    await Promise.all(
      keys
        .filter((key) => !isSearchAnswer(key))
        .map((key) => mutate(key, fetcher(key), { revalidate: false }).catch(() => undefined))
    )
  }, [cache, mutate])
}
