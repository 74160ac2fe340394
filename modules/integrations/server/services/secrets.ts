import { randomBytes } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import { secretHint } from '#modules/integrations/shared/integration_rules'

/** Encrypted with the app key (AES-256-GCM), with the masked hint reads show. */
export function sealSecret(secret: string) {
  return { encrypted: encryption.encrypt(secret), hint: secretHint(secret) }
}

export function openSecret(encrypted: string | null): string | null {
  if (!encrypted) return null
  return encryption.decrypt<string>(encrypted)
}

/** A new webhook signing key: 32 random bytes, base64url. */
export function newSigningKey() {
  return randomBytes(32).toString('base64url')
}
