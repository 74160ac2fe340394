import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import type { IntegrationJson } from '#modules/integrations/shared/integration_json'
import type {
  IntegrationStatus,
  IntegrationType,
} from '#modules/integrations/shared/integration_rules'
import { INTEGRATIONS_TABLE } from '#modules/integrations/server/tables'
import { toBoolean, toIsoOrNull } from '#app/database/driver_values'

export const INTEGRATION_COLUMNS = [
  'id',
  'name',
  'type',
  'api_key_hint',
  'api_secret_hint',
  'webhook_key_hint',
  'endpoint',
  'is_active',
  'sync_inventory',
  'sync_sales',
  'location_id',
  'status',
  'last_sync',
  'error_message',
]

export interface IntegrationRow {
  id: number
  name: string
  type: IntegrationType
  api_key_hint: string
  api_secret_hint: string | null
  webhook_key_hint: string
  endpoint: string | null
  is_active: unknown
  sync_inventory: unknown
  sync_sales: unknown
  location_id: string | null
  status: IntegrationStatus
  last_sync: unknown
  error_message: string | null
}

/** Where a POS posts sales for an integration, on this server. */
export function webhookUrl(baseUrl: string, id: number) {
  return `${baseUrl.replace(/\/+$/, '')}/api/integrations/${id}/webhook`
}

export function toIntegrationJson(row: IntegrationRow, baseUrl: string): IntegrationJson {
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    apiKey: row.api_key_hint,
    apiSecret: row.api_secret_hint,
    endpoint: row.endpoint,
    isActive: toBoolean(row.is_active),
    syncInventory: toBoolean(row.sync_inventory),
    syncSales: toBoolean(row.sync_sales),
    locationId: row.location_id,
    status: row.status,
    lastSync: toIsoOrNull(row.last_sync),
    errorMessage: row.error_message,
    webhookUrl: webhookUrl(baseUrl, Number(row.id)),
    webhookKeyHint: row.webhook_key_hint,
  }
}

export async function listIntegrations(baseUrl: string): Promise<IntegrationJson[]> {
  const rows: IntegrationRow[] = await db
    .from(INTEGRATIONS_TABLE)
    .select(...INTEGRATION_COLUMNS)
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
  return rows.map((row) => toIntegrationJson(row, baseUrl))
}

export async function findIntegrationRow(id: number, client?: QueryClientContract) {
  const row: IntegrationRow | null = await (client ?? db)
    .from(INTEGRATIONS_TABLE)
    .where('id', id)
    .select(...INTEGRATION_COLUMNS)
    .first()
  if (!row) throw new NotFoundException('Integration not found')
  return row
}

export async function findIntegration(id: number, baseUrl: string) {
  return toIntegrationJson(await findIntegrationRow(id), baseUrl)
}

/** The decryptable secrets of one integration, for the connection test and webhooks. */
export async function integrationSecrets(id: number) {
  const row = await db
    .from(INTEGRATIONS_TABLE)
    .where('id', id)
    .select(
      'id',
      'type',
      'endpoint',
      'location_id',
      'is_active',
      'sync_sales',
      'api_key_encrypted',
      'api_secret_encrypted',
      'webhook_key_encrypted'
    )
    .first()
  if (!row) throw new NotFoundException('Integration not found')
  return row as {
    id: number
    type: IntegrationType
    endpoint: string | null
    location_id: string | null
    is_active: unknown
    sync_sales: unknown
    api_key_encrypted: string
    api_secret_encrypted: string | null
    webhook_key_encrypted: string
  }
}
