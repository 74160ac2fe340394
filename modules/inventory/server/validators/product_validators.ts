import vine from '@vinejs/vine'
import { MANUAL_ADJUSTMENT_TYPES, PRODUCT_LIMITS } from '#modules/inventory/shared/product_rules'

/* Money arrives as a number or a numeric string ("18.50"); vine.number() accepts both. */
const money = () => vine.number().min(0).max(PRODUCT_LIMITS.maxMoney).decimal([0, 2])
const stock = () => vine.number().min(0).max(PRODUCT_LIMITS.maxStock).decimal([0, 3])
const grams = () => vine.number().min(0).max(99_999.9).decimal([0, 1])
const count = () => vine.number().withoutDecimals().min(0).max(1_000_000)

/** Printable ASCII without spaces covers EAN/UPC and Code 128 labels. */
const barcode = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(PRODUCT_LIMITS.barcode)
    .regex(/^[\x21-\x7E]+$/)

const productFields = {
  size: vine.string().trim().maxLength(PRODUCT_LIMITS.size).nullable().optional(),
  sizeInOz: vine.number().min(0).max(99_999_999.99).nullable().optional(),
  caseSize: vine.number().withoutDecimals().min(1).max(10_000).optional(),
  currentStock: stock().optional(),
  reorderLevel: count().optional(),
  parLevel: count().nullable().optional(),
  unitCost: money().optional(),
  caseCost: money().nullable().optional(),
  barcode: barcode().nullable().optional(),
  vendorId: vine.number().withoutDecimals().positive().nullable().optional(),
  fullWeightGrams: grams().nullable().optional(),
  emptyWeightGrams: grams().nullable().optional(),
}

export const createProductValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(PRODUCT_LIMITS.name),
  category: vine.string().trim().minLength(1).maxLength(PRODUCT_LIMITS.category),
  ...productFields,
})

export const updateProductValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(PRODUCT_LIMITS.name).optional(),
  category: vine.string().trim().minLength(1).maxLength(PRODUCT_LIMITS.category).optional(),
  ...productFields,
})

/** The fields PUT /api/products/:id understands; staff may send only currentStock. */
export const PRODUCT_FIELDS = ['name', 'category', ...Object.keys(productFields)]

/* Without both, GET /api/products answers the spec's full list. */
export const listProductsValidator = vine.create({
  search: vine.string().trim().maxLength(PRODUCT_LIMITS.searchText).optional(),
  limit: vine.number().withoutDecimals().range([1, PRODUCT_LIMITS.listLimit]).optional(),
  /* Exactly this category (the dashboard's category select). */
  category: vine.string().trim().maxLength(PRODUCT_LIMITS.category).optional(),
})

const reason = () => vine.string().trim().maxLength(PRODUCT_LIMITS.reason)

export const createAdjustmentValidator = vine.create({
  productId: vine.number().withoutDecimals().positive(),
  adjustmentType: vine.enum(MANUAL_ADJUSTMENT_TYPES),
  quantityChange: vine
    .number()
    .min(-PRODUCT_LIMITS.maxStock)
    .max(PRODUCT_LIMITS.maxStock)
    .decimal([0, 3])
    .optional()
    .requiredWhen('adjustmentType', '!=', 'count'),
  countedStock: stock().optional().requiredWhen('adjustmentType', '=', 'count'),
  reason: reason().minLength(1).nullable().optional().requiredWhen('adjustmentType', '!=', 'count'),
})

/* A time without an offset is UTC, like every timestamp the API returns. */
function toUtcDate(value: string) {
  const hasTime = /[T ]/.test(value)
  const hasOffset = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value)
  return new Date(hasTime && !hasOffset ? `${value.replace(' ', 'T')}Z` : value)
}

const validDate = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && Number.isNaN(toUtcDate(value).getTime())) {
    field.report('The {{ field }} field must be a valid ISO 8601 date', 'date', field)
  }
})

const isoDate = () =>
  vine
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
    )
    .use(validDate())
    .transform(toUtcDate)

export const listAdjustmentsValidator = vine.create({
  productId: vine.number().withoutDecimals().positive().optional(),
  /* ISO 8601 ('2024-01-01' or '2024-01-01T00:00:00Z'); parsed as UTC by the query. */
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
  limit: vine.number().withoutDecimals().range([1, 1000]).optional(),
})
