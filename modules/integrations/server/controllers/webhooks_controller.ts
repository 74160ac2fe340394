import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { isUniqueViolation } from '#app/database/database_errors'
import { StockLedger } from '#modules/inventory/server/index'
import { assertRecipesExist, toSaleInputs } from '#modules/integrations/server/actions/ingest_sales'
import { publicBaseUrl } from '#modules/integrations/server/controllers/integrations_controller'
import {
  integrationSecrets,
  webhookUrl,
} from '#modules/integrations/server/queries/integration_queries'
import { openSecret } from '#modules/integrations/server/services/secrets'
import { recordSales } from '#modules/integrations/server/services/sales_ledger'
import {
  BARSTOCK_SIGNATURE_HEADER,
  SQUARE_SIGNATURE_HEADER,
  verifySignature,
  webhookBatch,
} from '#modules/integrations/server/services/webhook_payloads'
import { INTEGRATIONS_TABLE, WEBHOOK_EVENTS_TABLE } from '#modules/integrations/server/tables'
import { validateSaleLines } from '#modules/integrations/server/validators/sales_validators'
import { toBoolean } from '#app/database/driver_values'

class InvalidSignatureException extends Exception {
  static status = 401
  static code = 'E_INVALID_SIGNATURE'
}

/**
 * POST /api/integrations/:id/webhook — the one route without a session or
 * CSRF token: the integration's signing key authenticates the POS. Nothing
 * is stored unless the signature is right.
 */
export default class WebhooksController {
  async receive({ request, params, response }: HttpContext) {
    const integration = await integrationSecrets(params.id).catch(() => null)
    const rawBody = request.raw() ?? ''
    const key = integration ? openSecret(integration.webhook_key_encrypted) : null
    const signed =
      key !== null &&
      verifySignature(
        key,
        {
          square: request.header(SQUARE_SIGNATURE_HEADER),
          barstock: request.header(BARSTOCK_SIGNATURE_HEADER),
        },
        webhookUrl(publicBaseUrl(request), params.id),
        rawBody
      )
    /* An unknown integration answers like a bad signature: probes learn nothing. */
    if (!integration || !signed) throw new InvalidSignatureException('Invalid webhook signature')
    if (!toBoolean(integration.is_active) || !toBoolean(integration.sync_sales)) {
      throw new ConflictException('This integration is inactive or does not sync sales')
    }

    const batch = webhookBatch(request.body())
    /* Square also announces orders without items (a state change): nothing sold. */
    if (batch.lines.length === 0) return response.ok({ created: 0, duplicates: 0, unmapped: 0 })
    const lines = await validateSaleLines(batch.lines)
    const source = integration.type === 'custom' ? undefined : integration.type
    const inputs = toSaleInputs(lines, { source, integrationId: integration.id })
    await assertRecipesExist(inputs, false)
    try {
      const result = await StockLedger.transaction(async (trx) => {
        if (batch.eventId) {
          await trx
            .insertQuery()
            .table(WEBHOOK_EVENTS_TABLE)
            .insert({
              integration_id: integration.id,
              event_id: batch.eventId.slice(0, 200),
              received_at: new Date(),
            })
        }
        const recorded = await recordSales(trx, inputs, null)
        /* Sales that arrive signed prove the connection works. */
        await trx
          .from(INTEGRATIONS_TABLE)
          .where('id', integration.id)
          .update({ status: 'connected', last_sync: new Date(), error_message: null })
        return recorded
      })
      return response.status(result.created > 0 ? 201 : 200).send(result)
    } catch (error) {
      /* The same event delivered again: already recorded, nothing to do. */
      if (batch.eventId && isUniqueViolation(error)) {
        return response.ok({ created: 0, duplicates: inputs.length, unmapped: 0 })
      }
      throw error
    }
  }
}
