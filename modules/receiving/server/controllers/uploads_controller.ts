import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import env from '#start/env'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'
import {
  BodyTooLargeError,
  checkUploadSignature,
  readLimitedBody,
  readPhoto,
  signUpload,
} from '#modules/receiving/server/services/photo_storage'
import { photoForServing, storeInvoicePhoto } from '#modules/receiving/server/actions/store_photo'
import { RECEIVING_TEXTS } from '#modules/receiving/shared/receiving_rules'

class PayloadTooLargeException extends Exception {
  static status = 413
  static code = 'E_PAYLOAD_TOO_LARGE'
}

/** A file name for display only (never a storage path): the last segment, printable, ≤ 255 chars. */
function displayName(raw: string | undefined): string | null {
  if (!raw) return null
  let name = raw
  try {
    name = decodeURIComponent(raw)
  } catch {
    /* keep it as sent */
  }
  name = [...name.split(/[\\/]/).pop()!]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
  return name ? name.slice(0, 255) : null
}

export default class UploadsController {
  /**
   * POST /api/objects/upload → { uploadURL }: signed, single use, 15 minutes,
   * on the host the request came to. Behind a TLS-terminating proxy (APP_URL
   * https) the scheme stays https so the browser does not refuse it.
   */
  async create({ request, auth }: HttpContext) {
    const { path } = signUpload(auth.getUserOrFail().id)
    const protocol = (env.get('APP_URL') ?? '').startsWith('https://')
      ? 'https'
      : request.protocol()
    return { uploadURL: `${protocol}://${request.host()}${path}` }
  }

  /**
   * PUT of the raw file to the signed URL. The signature is the permission
   * (like a storage service's upload URL); the content decides the type.
   */
  async put({ request, params, response }: HttpContext) {
    const signed = checkUploadSignature(params.key, request.qs())
    if (!signed) {
      request.request.resume()
      throw new ForbiddenException('This upload URL is invalid or has expired')
    }
    let contents: Buffer
    try {
      contents = await readLimitedBody(request.request)
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw new PayloadTooLargeException(RECEIVING_TEXTS.photoTooLarge)
      }
      throw error
    }
    const fileName = displayName(
      request.header('x-file-name') ?? (request.qs().fileName as string | undefined)
    )
    return response.created(await storeInvoicePhoto(params.key, contents, fileName, signed.userId))
  }

  /** GET of a stored photo: signed-in users only, with its sniffed type and nosniff. */
  async show({ params, response }: HttpContext) {
    const photo = await photoForServing(params.key)
    if (!photo) throw new NotFoundException('Photo not found')
    const contents = await readPhoto(photo.key)
    response.header('Content-Type', photo.mimeType)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Content-Disposition', 'inline')
    response.header('Cache-Control', 'private, max-age=3600')
    return response.send(contents)
  }
}
