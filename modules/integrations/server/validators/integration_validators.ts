import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  INTEGRATION_LIMITS,
  INTEGRATION_MESSAGES,
  INTEGRATION_TYPES,
  isHttpUrl,
} from '#modules/integrations/shared/integration_rules'

const httpUrlRule = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isHttpUrl(value)) {
    field.report(INTEGRATION_MESSAGES.invalidUrl, 'url', field)
  }
})

const secret = () => vine.string().trim().minLength(1).maxLength(INTEGRATION_LIMITS.secret)

const optionalFields = () => ({
  type: vine.enum(INTEGRATION_TYPES).optional(),
  apiSecret: vine.string().trim().maxLength(INTEGRATION_LIMITS.secret).nullable().optional(),
  endpoint: vine
    .string()
    .trim()
    .maxLength(INTEGRATION_LIMITS.endpoint)
    .use(httpUrlRule())
    .nullable()
    .optional(),
  isActive: vine.boolean().optional(),
  syncInventory: vine.boolean().optional(),
  syncSales: vine.boolean().optional(),
  locationId: vine.string().trim().maxLength(INTEGRATION_LIMITS.locationId).nullable().optional(),
  /* Square's signature key, pasted from its webhook settings; generated when left out. */
  webhookSigningKey: secret().nullable().optional(),
})

const name = () => vine.string().trim().minLength(1).maxLength(INTEGRATION_LIMITS.name)

const messages = new SimpleMessagesProvider({
  'name.required': INTEGRATION_MESSAGES.nameRequired,
  'name.string': INTEGRATION_MESSAGES.nameRequired,
  'name.minLength': INTEGRATION_MESSAGES.nameRequired,
  'name.maxLength': `Name must be at most ${INTEGRATION_LIMITS.name} characters`,
  'apiKey.required': INTEGRATION_MESSAGES.apiKeyRequired,
  'apiKey.string': INTEGRATION_MESSAGES.apiKeyRequired,
  'apiKey.minLength': INTEGRATION_MESSAGES.apiKeyRequired,
  'endpoint.url': INTEGRATION_MESSAGES.invalidUrl,
  'type.enum': `Type must be one of ${INTEGRATION_TYPES.join(', ')}`,
})

/** An empty endpoint, secret or location means "none": the form sends '' for a cleared field. */
export function normalizeIntegrationBody(body: Record<string, unknown>) {
  const normalized = { ...body }
  for (const field of ['endpoint', 'locationId', 'apiSecret', 'webhookSigningKey']) {
    if (typeof normalized[field] === 'string' && (normalized[field] as string).trim() === '') {
      normalized[field] = null
    }
  }
  return normalized
}

/** POST /api/integrations */
export const createIntegrationValidator = vine.create({
  name: name(),
  apiKey: secret(),
  ...optionalFields(),
})
createIntegrationValidator.messagesProvider = messages

/** PUT /api/integrations/:id: a field left out (or a secret sent back as its hint) keeps its value. */
export const updateIntegrationValidator = vine.create({
  name: name().optional(),
  apiKey: secret().optional(),
  ...optionalFields(),
})
updateIntegrationValidator.messagesProvider = messages

export type CreateIntegrationPayload = Infer<typeof createIntegrationValidator>
export type UpdateIntegrationPayload = Infer<typeof updateIntegrationValidator>
