import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import {
  createIntegration,
  deleteIntegration,
  rotateWebhookKey,
  updateIntegration,
} from '#modules/integrations/server/actions/integration_actions'
import {
  findIntegration,
  listIntegrations,
} from '#modules/integrations/server/queries/integration_queries'
import { testConnection } from '#modules/integrations/server/services/connection_test'
import {
  createIntegrationValidator,
  normalizeIntegrationBody,
  updateIntegrationValidator,
} from '#modules/integrations/server/validators/integration_validators'

/** The address POS systems reach this server at: APP_URL when set, else this request's. */
export function publicBaseUrl(request: HttpContext['request']) {
  return env.get('APP_URL') ?? `${request.protocol()}://${request.host()}`
}

export default class IntegrationsController {
  async index({ request }: HttpContext) {
    return listIntegrations(publicBaseUrl(request))
  }

  async show({ request, params }: HttpContext) {
    return findIntegration(params.id, publicBaseUrl(request))
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await createIntegrationValidator.validate(
      normalizeIntegrationBody(request.body())
    )
    const id = await createIntegration(payload, auth.getUserOrFail().id)
    return response.created(await findIntegration(id, publicBaseUrl(request)))
  }

  async update({ request, params, auth }: HttpContext) {
    const payload = await updateIntegrationValidator.validate(
      normalizeIntegrationBody(request.body())
    )
    await updateIntegration(params.id, payload, auth.getUserOrFail().id)
    return findIntegration(params.id, publicBaseUrl(request))
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteIntegration(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }

  /** The outcome plus the integration as now recorded. */
  async test({ request, params }: HttpContext) {
    const outcome = await testConnection(params.id)
    const integration = await findIntegration(params.id, publicBaseUrl(request))
    return { ...integration, ...outcome }
  }

  /** A new signing key, shown once. */
  async rotateWebhookKey({ params, auth }: HttpContext) {
    return rotateWebhookKey(params.id, auth.getUserOrFail().id)
  }
}
