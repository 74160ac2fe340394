import vine, { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const SALES_LIMITS = {
  /** Lines one POST /api/pos-data or webhook call may carry. */
  linesPerRequest: 1000,
  transactionId: 100,
  lineKey: 200,
  posItemId: 120,
  posItemName: 200,
  source: 32,
  maxQuantity: 100_000,
  maxAmount: 99_999_999.99,
  listLimit: 500,
} as const

const text = (max: number) => vine.string().trim().minLength(1).maxLength(max)

/* ISO 8601 ('2026-10-08T21:15:00Z'; a date alone is UTC midnight), as a Date. */
const isoDateRule = vine.createRule((value, _options, field) => {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}/.test(value) ||
    Number.isNaN(Date.parse(value))
  ) {
    field.report('The {{ field }} field must be an ISO 8601 date', 'date', field)
  }
})
const nonZeroRule = vine.createRule((value, _options, field) => {
  if (value === 0) field.report('The {{ field }} field must not be 0', 'nonZero', field)
})

const isoDate = () =>
  vine
    .string()
    .trim()
    .maxLength(40)
    .use(isoDateRule())
    .transform((value) => new Date(value))

/** One sold line: our documented JSON format (API and webhook alike). */
export const saleLineProperties = () => ({
  transactionId: text(SALES_LIMITS.transactionId),
  lineKey: text(SALES_LIMITS.lineKey).optional(),
  recipeId: vine.number().withoutDecimals().positive().nullable().optional(),
  posItemId: text(SALES_LIMITS.posItemId).nullable().optional(),
  posItemName: text(SALES_LIMITS.posItemName).nullable().optional(),
  posVariation: vine.string().trim().maxLength(SALES_LIMITS.posItemName).nullable().optional(),
  /* Negative (or isRefund) for a refund; 0 would move nothing and sell nothing. */
  quantity: vine
    .number()
    .range([-SALES_LIMITS.maxQuantity, SALES_LIMITS.maxQuantity])
    .decimal([0, 3])
    .use(nonZeroRule()),
  amount: vine.number().range([-SALES_LIMITS.maxAmount, SALES_LIMITS.maxAmount]).decimal([0, 2]),
  saleDate: isoDate(),
  source: text(SALES_LIMITS.source).optional(),
  isRefund: vine.boolean().optional(),
})

export const saleLinesValidator = vine.create({
  lines: vine
    .array(vine.object(saleLineProperties()))
    .minLength(1)
    .maxLength(SALES_LIMITS.linesPerRequest),
})

export type SaleLinePayload = Infer<typeof saleLinesValidator>['lines'][number]

/**
 * One line or an array of lines. A single line's errors name its own
 * fields ('quantity'), an array's the position ('lines.2.quantity').
 */
export async function validateSaleLines(body: unknown): Promise<SaleLinePayload[]> {
  const single = !Array.isArray(body)
  try {
    const { lines } = await saleLinesValidator.validate({ lines: single ? [body] : body })
    const problems = lines.flatMap((line, index) =>
      line.recipeId || line.posItemId || line.posItemName
        ? []
        : [
            {
              field: single ? 'recipeId' : `lines.${index}.recipeId`,
              message: 'Give a recipeId, posItemId or posItemName',
              rule: 'required',
            },
          ]
    )
    if (problems.length > 0) throw new vineErrors.E_VALIDATION_ERROR(problems)
    return lines
  } catch (error) {
    if (single && error instanceof vineErrors.E_VALIDATION_ERROR) {
      const messages = (error.messages as Array<{ field: string }>).map((message) => ({
        ...message,
        field: message.field.replace(/^lines\.0\./, ''),
      }))
      throw new vineErrors.E_VALIDATION_ERROR(messages)
    }
    throw error
  }
}

/** GET /api/pos-data query. */
export const listSalesValidator = vine.create({
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
  limit: vine.number().withoutDecimals().range([1, SALES_LIMITS.listLimit]).optional(),
  offset: vine.number().withoutDecimals().min(0).optional(),
  unmapped: vine.boolean().optional(),
})

/** POST /api/pos-item-mappings: a recipe, or a product poured straight with its ounces. */
export const mappingValidator = vine.create({
  itemKey: text(300),
  recipeId: vine.number().withoutDecimals().positive().nullable().optional(),
  productId: vine.number().withoutDecimals().positive().nullable().optional(),
  pourOz: vine.number().min(0.001).max(1000).decimal([0, 3]).nullable().optional(),
})
