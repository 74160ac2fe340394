import db from '@adonisjs/lucid/services/db'
import {
  CONNECTION_TEST_TIMEOUT_SECONDS,
  INTEGRATION_TYPE_LABELS,
  type IntegrationType,
} from '#modules/integrations/shared/integration_rules'
import { INTEGRATIONS_TABLE } from '#modules/integrations/server/tables'
import { integrationSecrets } from '#modules/integrations/server/queries/integration_queries'
import { openSecret } from '#modules/integrations/server/services/secrets'

interface ProviderCall {
  /** Used when the integration has no endpoint of its own. */
  defaultBaseUrl: string | null
  /** The provider's documented status or locations call. */
  path: (locationId: string | null) => string | null
  headers: (apiKey: string, locationId: string | null) => Record<string, string>
}

const bearer = (apiKey: string) => ({ Authorization: `Bearer ${apiKey}` })

/** Each provider's cheapest authenticated read, relative to its API base URL. */
const PROVIDER_CALLS: Record<IntegrationType, ProviderCall> = {
  square: {
    defaultBaseUrl: 'https://connect.squareup.com',
    path: () => '/v2/locations',
    headers: (apiKey) => ({ ...bearer(apiKey), 'Square-Version': '2025-01-23' }),
  },
  toast: {
    defaultBaseUrl: 'https://ws-api.toasttab.com',
    path: (locationId) =>
      locationId ? `/restaurants/v1/restaurants/${encodeURIComponent(locationId)}` : null,
    headers: (apiKey, locationId) => ({
      ...bearer(apiKey),
      'Toast-Restaurant-External-ID': locationId ?? '',
    }),
  },
  clover: {
    defaultBaseUrl: 'https://api.clover.com',
    path: (locationId) => (locationId ? `/v3/merchants/${encodeURIComponent(locationId)}` : null),
    headers: bearer,
  },
  lightspeed: {
    defaultBaseUrl: 'https://api.lightspeedapp.com',
    path: () => '/API/V3/Account.json',
    headers: bearer,
  },
  shopify: {
    /* Every shop has its own host: the endpoint is the shop's address. */
    defaultBaseUrl: null,
    path: () => '/admin/api/2025-01/shop.json',
    headers: (apiKey) => ({ 'X-Shopify-Access-Token': apiKey }),
  },
  touchbistro: {
    defaultBaseUrl: 'https://cloud.touchbistro.com',
    path: () => '/api/v1/venues',
    headers: bearer,
  },
  custom: {
    defaultBaseUrl: null,
    path: () => '',
    headers: bearer,
  },
}

const MAX_REDIRECTS = 3

export interface ConnectionOutcome {
  success: boolean
  message: string
}

/** The URL the test calls, or why there is none. */
export function connectionTarget(
  type: IntegrationType,
  endpoint: string | null,
  locationId: string | null
): { url: string } | { problem: string } {
  const call = PROVIDER_CALLS[type]
  const base = endpoint ?? call.defaultBaseUrl
  const label = INTEGRATION_TYPE_LABELS[type]
  if (!base) return { problem: `An endpoint is required to test a ${label} integration` }
  const path = call.path(locationId)
  if (path === null) return { problem: `A location ID is required to test a ${label} integration` }
  const url = new URL(base)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: 'The endpoint must use http or https' }
  }
  if (path) url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`
  return { url: url.toString() }
}

async function callOnce(url: string, headers: Record<string, string>): Promise<ConnectionOutcome> {
  const signal = AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_SECONDS * 1000)
  let current = new URL(url)
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await fetch(current, {
        headers: { Accept: 'application/json', ...headers },
        redirect: 'manual',
        signal,
      })
      await response.body?.cancel()
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, current)
        /* Credentials go only to the host the admin configured. */
        if (next.host !== current.host || !['http:', 'https:'].includes(next.protocol)) {
          return {
            success: false,
            message: `The endpoint redirected to another host (${next.host})`,
          }
        }
        current = next
        continue
      }
      if (response.ok) return { success: true, message: 'Connection test successful' }
      const reason =
        response.status === 401 || response.status === 403
          ? 'the credentials were refused'
          : 'the request failed'
      return {
        success: false,
        message: `The POS answered ${response.status} ${response.statusText}: ${reason}`.slice(
          0,
          500
        ),
      }
    }
    return { success: false, message: 'The endpoint redirected too many times' }
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        success: false,
        message: `No answer within ${CONNECTION_TEST_TIMEOUT_SECONDS} seconds`,
      }
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return {
      success: false,
      message: `Could not reach the endpoint (${cause?.code ?? cause?.message ?? 'network error'})`,
    }
  }
}

/**
 * POST /api/integrations/:id/test: calls the POS with the stored
 * credentials and records the outcome (status, lastSync, errorMessage).
 */
export async function testConnection(id: number): Promise<ConnectionOutcome> {
  const row = await integrationSecrets(id)
  const target = connectionTarget(row.type, row.endpoint, row.location_id)
  const outcome =
    'problem' in target
      ? { success: false, message: target.problem }
      : await callOnce(
          target.url,
          PROVIDER_CALLS[row.type].headers(openSecret(row.api_key_encrypted)!, row.location_id)
        )
  const now = new Date()
  await db
    .from(INTEGRATIONS_TABLE)
    .where('id', id)
    .update(
      outcome.success
        ? { status: 'connected', last_sync: now, error_message: null, updated_at: now }
        : { status: 'error', error_message: outcome.message, updated_at: now }
    )
  return outcome
}
