import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { fetcher } from '@shell/api/client'
import type { ManualAdjustmentType } from '@modules/inventory/shared/product_rules'
import type {
  AdjustmentJson,
  ImportResultJson,
  InventorySummaryJson,
  ProductJson,
  ProductPageJson,
  ProductSortField,
  ProductStockFilter,
} from '@modules/inventory/shared/product_json'
import type { VendorJson } from '@modules/vendors/shared/vendor_json'

/* The screens' names for inventory's read shapes (shared/product_json.ts). */
export type Product = ProductJson
export type StockAdjustment = AdjustmentJson
export type ImportResult = ImportResultJson

export type VendorOption = Pick<VendorJson, 'id' | 'name'>

export interface AdjustmentInput {
  productId: number
  adjustmentType: ManualAdjustmentType
  quantityChange?: number
  countedStock?: number
  reason?: string
}

export const PRODUCTS_KEY = '/api/products'
export const SUMMARY_KEY = '/api/inventory/summary'
export const CATEGORIES_KEY = `${PRODUCTS_KEY}/categories`

export const historyKey = (productId: number) =>
  `/api/inventory-adjustments?productId=${productId}&limit=${HISTORY_LIMIT}`
export const HISTORY_LIMIT = 500

export interface ProductPageQuery {
  page: number
  pageSize: number
  sort: ProductSortField
  order: 'asc' | 'desc'
  search: string
  category: string
  stock: ProductStockFilter
  /** Sent only where the recipes module is installed (it owns the filter). */
  recipe?: 'all' | 'used' | 'unused'
}

/** GET /api/products?page…: one page, sorted and filtered on the server. */
export function productPageKey(query: ProductPageQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
    order: query.order,
  })
  if (query.search.trim()) params.set('search', query.search.trim())
  if (query.category !== 'all') params.set('category', query.category)
  if (query.stock !== 'all') params.set('stock', query.stock)
  if (query.recipe && query.recipe !== 'all') params.set('recipe', query.recipe)
  return `${PRODUCTS_KEY}?${params}`
}

/* The last page stays on screen while the next one loads. */
export const useProductPage = (query: ProductPageQuery) =>
  useSWR<ProductPageJson>(productPageKey(query), { keepPreviousData: true })
export const useProductCategories = () => useSWR<string[]>(CATEGORIES_KEY)
/** The first products by name, as the full list orders them, without loading the rest. */
export const useFirstProducts = (count: number) =>
  useSWR<Product[]>(`${PRODUCTS_KEY}?limit=${count}`)
export const useInventorySummary = () => useSWR<InventorySummaryJson>(SUMMARY_KEY)
export const useVendorOptions = () => useSWR<VendorOption[]>('/api/vendors')

/*
 * Everything a stock or product change can make stale: the product list,
 * the summary, product histories, the dashboard figures and recent activity.
 */
const AFFECTED_PREFIXES = ['/api/products', '/api/inventory', '/api/dashboard', '/api/activity']

/* Picker searches (GET /api/products?search=…) pile up one answer per text typed. */
const isSearchAnswer = (key: string) =>
  key.startsWith(`${PRODUCTS_KEY}?`) && key.includes('search=') && !key.includes('page=')

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
