/**
 * Integration constants and messages (SPEC §5 Integration), shared by the
 * dialogs and the server validators.
 */
export const PROVIDER_TYPES = [
  'square',
  'toast',
  'clover',
  'lightspeed',
  'shopify',
  'touchbistro',
] as const
export const INTEGRATION_TYPES = ['custom', ...PROVIDER_TYPES] as const
export type IntegrationType = (typeof INTEGRATION_TYPES)[number]

export const INTEGRATION_TYPE_LABELS: Record<IntegrationType, string> = {
  custom: 'Custom',
  square: 'Square',
  toast: 'Toast',
  clover: 'Clover',
  lightspeed: 'Lightspeed',
  shopify: 'Shopify',
  touchbistro: 'TouchBistro',
}

export const INTEGRATION_STATUSES = ['connected', 'disconnected', 'error'] as const
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number]

export const INTEGRATION_MESSAGES = {
  nameRequired: 'Integration name is required',
  apiKeyRequired: 'API key is required',
  invalidUrl: 'Must be a valid URL',
} as const

export const INTEGRATION_LIMITS = {
  name: 120,
  secret: 2000,
  endpoint: 500,
  locationId: 120,
} as const

/** Seconds the connection test waits for the POS to answer. */
export const CONNECTION_TEST_TIMEOUT_SECONDS = 5

/** The masked form of a secret the API shows instead of it: its last 4 characters. */
export function secretHint(secret: string): string {
  return `••••${secret.slice(-4)}`
}

/** True for an absolute http(s) URL, the only kind an endpoint may be. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}
