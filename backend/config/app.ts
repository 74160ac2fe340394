import env from '#start/env'
import proxyAddr from 'proxy-addr'
import { defineConfig } from '@adonisjs/core/http'
import { resolveStoragePath } from '#app/storage/runtime_storage'
import { serializeJson } from '#app/http/serialize_json'

export const storagePath = resolveStoragePath(env.get('STORAGE_PATH'), env.get('NODE_ENV'))

/**
 * Cookies are `Secure` only when the app is served over https: a plain-HTTP
 * LAN install must still be able to sign in.
 */
export const secureCookies = (env.get('APP_URL') ?? '').startsWith('https://')

const trustedProxies = (env.get('TRUSTED_PROXIES') ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)

export const http = defineConfig({
  generateRequestId: true,
  serializeJSON: serializeJson,
  allowMethodSpoofing: false,
  /* The last-resort handler (#app/http/last_resort) finds the request an escaped error came from. */
  useAsyncLocalStorage: true,
  trustProxy: trustedProxies.length > 0 ? proxyAddr.compile(trustedProxies) : () => false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
})
