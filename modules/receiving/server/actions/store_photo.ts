import db from '@adonisjs/lucid/services/db'
import { Exception } from '@adonisjs/core/exceptions'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { isUniqueViolation } from '#app/database/database_errors'
import { INVOICE_PHOTOS_TABLE } from '#modules/receiving/server/tables'
import {
  PHOTO_PATH_PREFIX,
  removePhoto,
  sniffImageType,
  storePhoto,
} from '#modules/receiving/server/services/photo_storage'
import { toPhotoJson } from '#modules/receiving/server/transformers/receipt_transformer'
import { RECEIVING_TEXTS } from '#modules/receiving/shared/receiving_rules'
import { insertedId } from '#app/database/insert_returning_id'

export class UnsupportedPhotoException extends Exception {
  static status = 415
  static code = 'E_UNSUPPORTED_MEDIA_TYPE'
}

/**
 * Stores an uploaded invoice photo under its generated key once its type
 * is known from its content. The row is written first: its unique key makes
 * a second PUT to the same URL a 409 without touching the stored file.
 */
export async function storeInvoicePhoto(
  key: string,
  contents: Buffer,
  fileName: string | null,
  userId: string
) {
  const mimeType = sniffImageType(contents.subarray(0, 16))
  if (!mimeType) throw new UnsupportedPhotoException(RECEIVING_TEXTS.photoType)
  const now = new Date()
  const row = {
    storage_key: key,
    photo_url: `${PHOTO_PATH_PREFIX}${key}`,
    file_name: fileName,
    mime_type: mimeType,
    size_bytes: contents.length,
    uploaded_by: userId,
    uploaded_at: now,
    receipt_id: null,
  }
  let id: number
  try {
    const [inserted] = await db
      .insertQuery()
      .table(INVOICE_PHOTOS_TABLE)
      .insert(row)
      .returning('id')
    id = insertedId(inserted)
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictException('This upload URL has already been used')
    throw error
  }
  try {
    await storePhoto(key, contents)
  } catch (error) {
    await db.from(INVOICE_PHOTOS_TABLE).where('id', id).delete()
    await removePhoto(key).catch(() => {})
    throw error
  }
  return toPhotoJson({ ...row, id })
}

/** A photo's type and key for serving; null when unknown. */
export async function photoForServing(key: string) {
  const row = await db
    .from(INVOICE_PHOTOS_TABLE)
    .where('storage_key', key)
    .select('storage_key', 'mime_type', 'file_name')
    .first()
  return row ? { key: String(row.storage_key), mimeType: String(row.mime_type) } : null
}
