import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { id, text } from '#app/validation/rules'
import { MANUAL_ADJUSTMENT_TYPES, PRODUCT_LIMITS } from '#modules/inventory/shared/product_rules'
import {
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STOCK_FILTERS,
} from '#modules/inventory/shared/product_json'

/* Money arrives as a number or a numeric string ("18.50"); vine.number() accepts both. */
const money = () => vine.number().min(0).max(PRODUCT_LIMITS.maxMoney).decimal([0, 2])
const stock = () => vine.number().min(0).max(PRODUCT_LIMITS.maxStock).decimal([0, 3])
const grams = () => vine.number().min(0).max(99_999.9).decimal([0, 1])
const count = () => vine.number().withoutDecimals().min(0).max(1_000_000)

/** Printable ASCII without spaces covers EAN/UPC and Code 128 labels. */
const barcode = () =>
  text()
    .minLength(1)
    .maxLength(PRODUCT_LIMITS.barcode)
    .regex(/^[\x21-\x7E]+$/)

const productFields = {
  size: text().maxLength(PRODUCT_LIMITS.size).nullable().optional(),
  sizeInOz: vine.number().min(0).max(99_999_999.99).nullable().optional(),
  caseSize: vine.number().withoutDecimals().min(1).max(10_000).optional(),
  currentStock: stock().optional(),
  reorderLevel: count().optional(),
  parLevel: count().nullable().optional(),
  /* null: the cost is unknown (the dialog's emptied field); omitted on create it is 0, as before. */
  unitCost: money().nullable().optional(),
  caseCost: money().nullable().optional(),
  barcode: barcode().nullable().optional(),
  vendorId: id().nullable().optional(),
  fullWeightGrams: grams().nullable().optional(),
  emptyWeightGrams: grams().nullable().optional(),
}

export const createProductValidator = vine.create({
  name: text().minLength(1).maxLength(PRODUCT_LIMITS.name),
  category: text().minLength(1).maxLength(PRODUCT_LIMITS.category),
  ...productFields,
})

export const updateProductValidator = vine.create({
  name: text().minLength(1).maxLength(PRODUCT_LIMITS.name).optional(),
  category: text().minLength(1).maxLength(PRODUCT_LIMITS.category).optional(),
  ...productFields,
})

export type CreateProductPayload = Infer<typeof createProductValidator>
export type UpdateProductPayload = Infer<typeof updateProductValidator>

/** The fields PUT /api/products/:id understands; staff may send only currentStock. */
export const PRODUCT_FIELDS = ['name', 'category', ...Object.keys(productFields)]

/* Without both, GET /api/products answers the spec's full list. */
export const listProductsValidator = vine.create({
  search: text().maxLength(PRODUCT_LIMITS.searchText).optional(),
  limit: vine.number().withoutDecimals().range([1, PRODUCT_LIMITS.listLimit]).optional(),
  /* Exactly this category (the dashboard's category select). */
  category: vine.string().trim().maxLength(PRODUCT_LIMITS.category).optional(),
})

/* GET /api/products with page or pageSize: one page, sorted and filtered on the server. */
export const productPageValidator = vine.create({
  page: vine.number().withoutDecimals().range([1, 1_000_000]).optional(),
  pageSize: vine.number().withoutDecimals().range([1, PRODUCT_PAGE_SIZE_MAX]).optional(),
  sort: vine.enum(PRODUCT_SORT_FIELDS).optional(),
  order: vine.enum(['asc', 'desc'] as const).optional(),
  search: vine.string().trim().maxLength(PRODUCT_LIMITS.searchText).optional(),
  category: vine.string().trim().maxLength(PRODUCT_LIMITS.category).optional(),
  stock: vine.enum(PRODUCT_STOCK_FILTERS).optional(),
})

const reason = () => text({ multiline: true }).maxLength(PRODUCT_LIMITS.reason)

export const createAdjustmentValidator = vine.create({
  productId: id(),
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

export type CreateAdjustmentPayload = Infer<typeof createAdjustmentValidator>

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
  productId: id().optional(),
  /* ISO 8601 ('2024-01-01' or '2024-01-01T00:00:00Z'); parsed as UTC by the query. */
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
  limit: vine.number().withoutDecimals().range([1, 1000]).optional(),
})
