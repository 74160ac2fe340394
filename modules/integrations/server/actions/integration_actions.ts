import db from '@adonisjs/lucid/services/db'
import { recordActivity } from '#app/activity/activity_log'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { secretHint } from '#modules/integrations/shared/integration_rules'
import { INTEGRATIONS_TABLE } from '#modules/integrations/server/tables'
import { newSigningKey, sealSecret } from '#modules/integrations/server/services/secrets'
import type {
  CreateIntegrationPayload,
  UpdateIntegrationPayload,
} from '#modules/integrations/server/validators/integration_validators'

/** Returns the new id. Without a signing key, one is generated for the webhook. */
export async function createIntegration(payload: CreateIntegrationPayload, userId: string) {
  const apiKey = sealSecret(payload.apiKey)
  const apiSecret = payload.apiSecret ? sealSecret(payload.apiSecret) : null
  const webhookKey = sealSecret(payload.webhookSigningKey ?? newSigningKey())
  return db.transaction(async (trx) => {
    const now = new Date()
    const [inserted] = await trx
      .insertQuery()
      .table(INTEGRATIONS_TABLE)
      .insert({
        name: payload.name,
        type: payload.type ?? 'custom',
        api_key_encrypted: apiKey.encrypted,
        api_key_hint: apiKey.hint,
        api_secret_encrypted: apiSecret?.encrypted ?? null,
        api_secret_hint: apiSecret?.hint ?? null,
        webhook_key_encrypted: webhookKey.encrypted,
        webhook_key_hint: webhookKey.hint,
        endpoint: payload.endpoint ?? null,
        is_active: payload.isActive ?? true,
        sync_inventory: payload.syncInventory ?? true,
        sync_sales: payload.syncSales ?? true,
        location_id: payload.locationId ?? null,
        status: 'disconnected',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
    await recordActivity(
      {
        userId,
        action: 'create',
        entityType: 'integration',
        entityId: id,
        summary: `Added POS integration ${payload.name}`,
      },
      trx
    )
    return id
  })
}

/* The edit form shows a secret's hint; sending it back unchanged keeps the stored secret. */
function changedSecret(value: string | null | undefined, currentHint: string | null) {
  if (value === undefined) return undefined
  if (value === null) return null
  return currentHint !== null && value === currentHint ? undefined : value
}

export async function updateIntegration(
  id: number,
  payload: UpdateIntegrationPayload,
  userId: string
) {
  await db.transaction(async (trx) => {
    const row = await trx
      .from(INTEGRATIONS_TABLE)
      .where('id', id)
      .forUpdate()
      .select('id', 'name', 'api_key_hint', 'api_secret_hint', 'endpoint', 'location_id', 'type')
      .first()
    if (!row) throw new NotFoundException('Integration not found')
    const changes: Record<string, unknown> = { updated_at: new Date() }
    if (payload.name !== undefined) changes.name = payload.name
    if (payload.type !== undefined) changes.type = payload.type
    if (payload.endpoint !== undefined) changes.endpoint = payload.endpoint
    if (payload.isActive !== undefined) changes.is_active = payload.isActive
    if (payload.syncInventory !== undefined) changes.sync_inventory = payload.syncInventory
    if (payload.syncSales !== undefined) changes.sync_sales = payload.syncSales
    if (payload.locationId !== undefined) changes.location_id = payload.locationId
    const apiKey = changedSecret(payload.apiKey, row.api_key_hint)
    if (apiKey) {
      const sealed = sealSecret(apiKey)
      changes.api_key_encrypted = sealed.encrypted
      changes.api_key_hint = sealed.hint
    }
    const apiSecret = changedSecret(payload.apiSecret, row.api_secret_hint)
    if (apiSecret !== undefined) {
      const sealed = apiSecret === null ? null : sealSecret(apiSecret)
      changes.api_secret_encrypted = sealed?.encrypted ?? null
      changes.api_secret_hint = sealed?.hint ?? null
    }
    if (payload.webhookSigningKey) {
      const sealed = sealSecret(payload.webhookSigningKey)
      changes.webhook_key_encrypted = sealed.encrypted
      changes.webhook_key_hint = sealed.hint
    }
    /* New credentials or address: the last test no longer says anything. */
    const connectionChanged =
      apiKey !== undefined ||
      apiSecret !== undefined ||
      (payload.endpoint !== undefined && payload.endpoint !== row.endpoint) ||
      (payload.type !== undefined && payload.type !== row.type) ||
      (payload.locationId !== undefined && payload.locationId !== row.location_id)
    if (connectionChanged) {
      changes.status = 'disconnected'
      changes.error_message = null
    }
    await trx.from(INTEGRATIONS_TABLE).where('id', id).update(changes)
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'integration',
        entityId: id,
        summary: `Updated POS integration ${payload.name ?? row.name}`,
      },
      trx
    )
  })
}

/** Sales it delivered stay (pos_data keeps the id as history). */
export async function deleteIntegration(id: number, userId: string) {
  await db.transaction(async (trx) => {
    const row = await trx.from(INTEGRATIONS_TABLE).where('id', id).select('name').first()
    if (!row) throw new NotFoundException('Integration not found')
    await trx.from(INTEGRATIONS_TABLE).where('id', id).delete()
    await recordActivity(
      {
        userId,
        action: 'delete',
        entityType: 'integration',
        entityId: id,
        summary: `Deleted POS integration ${row.name}`,
      },
      trx
    )
  })
}

/** A fresh webhook signing key, returned once in clear so the POS can be set up with it. */
export async function rotateWebhookKey(id: number, userId: string) {
  const key = newSigningKey()
  const sealed = sealSecret(key)
  await db.transaction(async (trx) => {
    const updated = await trx.from(INTEGRATIONS_TABLE).where('id', id).update({
      webhook_key_encrypted: sealed.encrypted,
      webhook_key_hint: sealed.hint,
      updated_at: new Date(),
    })
    if (Number(Array.isArray(updated) ? updated[0] : updated) === 0) {
      throw new NotFoundException('Integration not found')
    }
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'integration',
        entityId: id,
        summary: 'Replaced a POS integration webhook signing key',
      },
      trx
    )
  })
  return { webhookSigningKey: key, webhookKeyHint: secretHint(key) }
}
