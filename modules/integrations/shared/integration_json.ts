import type { IntegrationStatus, IntegrationType } from './integration_rules.js'

/**
 * GET /api/integrations read shape (SPEC §3 Integration). Secrets are never
 * returned: apiKey and apiSecret hold masked hints ('••••1234').
 */
export interface IntegrationJson {
  id: number
  name: string
  type: IntegrationType
  apiKey: string
  apiSecret: string | null
  endpoint: string | null
  isActive: boolean
  syncInventory: boolean
  syncSales: boolean
  locationId: string | null
  status: IntegrationStatus
  lastSync: string | null
  errorMessage: string | null
  /** Where the POS posts sales for this integration. */
  webhookUrl: string
  /** Masked hint of the webhook signing key. */
  webhookKeyHint: string
}

/** POST /api/integrations/:id/test answer: the updated integration plus the outcome. */
export interface ConnectionTestJson extends IntegrationJson {
  success: boolean
  message: string
}
