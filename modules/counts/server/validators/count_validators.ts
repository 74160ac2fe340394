import vine from '@vinejs/vine'
import { COUNT_LIMITS } from '#modules/counts/shared/count_rules'

const id = () => vine.number().withoutDecimals().positive()

export const areaValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(COUNT_LIMITS.areaName),
})

export const areaOrderValidator = vine.create({
  areaIds: vine.array(id()).minLength(1).maxLength(200).distinct(),
})

export const shelfValidator = vine.create({
  productIds: vine.array(id()).maxLength(COUNT_LIMITS.maxShelfProducts).distinct(),
})

export const openSessionValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(COUNT_LIMITS.sessionName).optional(),
  /* Absent or empty: every area. */
  areaIds: vine.array(id()).maxLength(200).distinct().optional(),
})

/* ISO 8601 with a time; the phone's clock when the line was counted. */
const deviceTime = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/)
    .transform((value) => new Date(value))

const line = () =>
  vine.object({
    clientId: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(COUNT_LIMITS.clientId)
      /* Printable text without spaces (a UUID in practice). */
      .regex(/^[\x21-\x7E]+$/),
    productId: id(),
    areaId: id().nullable().optional(),
    fullBottles: vine.number().withoutDecimals().min(0).max(COUNT_LIMITS.maxFullBottles),
    /* Tenths by eye (0.0–0.9) or grams on a scale, not both. */
    partial: vine.number().min(0).max(0.9).decimal([0, 1]).optional(),
    grams: vine.number().min(0).max(COUNT_LIMITS.maxGrams).decimal([0, 1]).optional(),
    counterNote: vine.string().trim().maxLength(COUNT_LIMITS.note).nullable().optional(),
    deviceTime: deviceTime().nullable().optional(),
  })

export const lineValidator = vine.create(line())

export const linesValidator = vine.create({
  lines: vine.array(line()).minLength(1).maxLength(COUNT_LIMITS.maxLinesPerRequest),
})

export const recountValidator = vine.create({
  lineId: id(),
  note: vine.string().trim().maxLength(COUNT_LIMITS.note).nullable().optional(),
})

export const finalizeValidator = vine.create({
  /* Uncounted products are left as they are unless the manager zeroes them. */
  zeroUncounted: vine.boolean().optional(),
  zeroProductIds: vine.array(id()).maxLength(20_000).distinct().optional(),
})
