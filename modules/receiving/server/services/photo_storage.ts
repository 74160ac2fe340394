import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'
import { MAX_PHOTO_BYTES } from '#modules/receiving/shared/receiving_rules'

/** Upload URLs expire after 15 minutes. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000
export const PHOTO_PATH_PREFIX = '/api/objects/uploads/'
const STORAGE_FOLDER = 'invoice-photos'

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'

function signature(key: string, expires: number, userId: string) {
  return createHmac('sha256', env.get('APP_KEY').release())
    .update(`invoice-photo:${key}:${expires}:${userId}`)
    .digest('base64url')
}

/** A fresh storage key and the signed path a PUT may store one file at. */
export function signUpload(userId: string, now = Date.now()) {
  const key = randomUUID()
  const expires = now + UPLOAD_URL_TTL_MS
  const query = new URLSearchParams({
    expires: String(expires),
    user: userId,
    signature: signature(key, expires, userId),
  })
  return { key, path: `${PHOTO_PATH_PREFIX}${key}?${query.toString()}` }
}

/** Null when valid; otherwise why the URL is refused. */
export function checkUploadSignature(
  key: string,
  query: Record<string, unknown>,
  now = Date.now()
): { userId: string } | null {
  const expires = Number(query.expires)
  const userId = typeof query.user === 'string' ? query.user : ''
  const given = typeof query.signature === 'string' ? query.signature : ''
  if (!Number.isFinite(expires) || expires < now || !userId || !given) return null
  const expected = Buffer.from(signature(key, expires, userId))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  return { userId }
}

/** The storage key of one of our photo URLs (absolute or not, query ignored); null otherwise. */
export function keyOfPhotoUrl(photoUrl: string): string | null {
  let path = photoUrl
  try {
    path = new URL(photoUrl, 'http://local').pathname
  } catch {
    return null
  }
  if (!path.startsWith(PHOTO_PATH_PREFIX)) return null
  const key = path.slice(PHOTO_PATH_PREFIX.length)
  return /^[0-9a-f-]{36}$/.test(key) ? key : null
}

/**
 * The image type decided by the file's first bytes (DESIGN §5), never by
 * its name or the declared Content-Type: JPEG, PNG, WebP, HEIC/HEIF.
 * Anything else (SVG, HTML, PDF …) is null.
 */
export function sniffImageType(head: Buffer): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg'
  }
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png'
  }
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp'
  }
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12)
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) {
      return 'image/heic'
    }
  }
  return null
}

export class BodyTooLargeError extends Error {}

/**
 * Reads a raw request body into memory, refusing it as soon as it passes
 * the photo limit (nothing has been written anywhere by then).
 */
export async function readLimitedBody(
  request: IncomingMessage,
  limit = MAX_PHOTO_BYTES
): Promise<Buffer> {
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError()
  const parts: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) {
      request.resume()
      throw new BodyTooLargeError()
    }
    parts.push(buffer)
  }
  return Buffer.concat(parts)
}

function storagePath(key: string) {
  return `${STORAGE_FOLDER}/${key}`
}

export async function storePhoto(key: string, contents: Buffer) {
  await drive.use().put(storagePath(key), contents)
}

export async function removePhoto(key: string) {
  await drive.use().delete(storagePath(key))
}

export async function readPhoto(key: string): Promise<Buffer> {
  return Buffer.from(await drive.use().getBytes(storagePath(key)))
}
