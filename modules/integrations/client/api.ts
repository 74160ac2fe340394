import useSWR from 'swr'
import { api, ApiError, csrfHeaders, UNAUTHORIZED_EVENT } from '@shell/api/client'
import type { ProductJson } from '@modules/inventory/shared/product_json'
import { productSearchPath } from '@modules/inventory/shared/product_search'
import type {
  ConnectionTestJson,
  IntegrationJson,
} from '@modules/integrations/shared/integration_json'
import type { IntegrationType } from '@modules/integrations/shared/integration_rules'
import type {
  ImportResultJson,
  PosDataJson,
  UnmappedItemJson,
} from '@modules/integrations/shared/sale_json'

export type Integration = IntegrationJson

export interface IntegrationInput {
  name: string
  type: IntegrationType
  /** Left out on edit to keep the stored key. */
  apiKey?: string
  apiSecret?: string | null
  endpoint: string | null
  isActive: boolean
  syncInventory: boolean
  syncSales: boolean
  locationId: string | null
}

export const INTEGRATIONS_KEY = '/api/integrations'
export const UNMAPPED_KEY = '/api/pos-item-mappings/unmapped'
export const RECENT_SALES_KEY = '/api/pos-data?limit=50'

export const useIntegrations = () => useSWR<Integration[]>(INTEGRATIONS_KEY)
export const useUnmappedItems = () => useSWR<UnmappedItemJson[]>(UNMAPPED_KEY)
export const useRecentSales = () => useSWR<PosDataJson[]>(RECENT_SALES_KEY)
export const useRecipeOptions = () => useSWR<Array<{ id: number; name: string }>>('/api/recipes')
export const useProductOptions = (search: string) =>
  useSWR<ProductJson[]>(productSearchPath(search), { keepPreviousData: true })

export const createIntegration = (input: IntegrationInput) =>
  api<Integration>('POST', INTEGRATIONS_KEY, input)
export const updateIntegration = (id: number, input: IntegrationInput) =>
  api<Integration>('PUT', `${INTEGRATIONS_KEY}/${id}`, input)
export const deleteIntegration = (id: number) => api<void>('DELETE', `${INTEGRATIONS_KEY}/${id}`)
export const testIntegration = (id: number) =>
  api<ConnectionTestJson>('POST', `${INTEGRATIONS_KEY}/${id}/test`)
export const rotateWebhookKey = (id: number) =>
  api<{ webhookSigningKey: string; webhookKeyHint: string }>(
    'POST',
    `${INTEGRATIONS_KEY}/${id}/webhook-key`
  )

export interface MappingInput {
  itemKey: string
  recipeId?: number
  productId?: number
  pourOz?: number
}

export const mapItem = (input: MappingInput) =>
  api<{ processed: number }>('POST', '/api/pos-item-mappings', input)

/**
 * POST /api/pos-data/import through XHR rather than fetch, for upload
 * progress; a non-2xx answer becomes the same ApiError the client throws.
 */
export function importSalesFile(
  file: File,
  options: { preset: string | null; mapping: Record<string, string> | null; dryRun: boolean },
  onProgress?: (percent: number) => void
): Promise<ImportResultJson> {
  const form = new FormData()
  form.append('file', file)
  if (options.preset) form.append('preset', options.preset)
  if (options.mapping) form.append('mapping', JSON.stringify(options.mapping))
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/pos-data/import${options.dryRun ? '?dryRun=1' : ''}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new Error('The upload failed: no answer from the server'))
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        body = null
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as ImportResultJson)
      if (xhr.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT))
      reject(new ApiError(xhr.status, body, xhr.responseText, xhr.statusText))
    }
    xhr.send(form)
  })
}
