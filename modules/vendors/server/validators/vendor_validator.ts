import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { VENDOR_LIMITS } from '#modules/vendors/shared/vendor_rules'

/* The built-in email rule refuses '', but an empty field means "no email". */
const emailWhenGiven = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && value !== '' && !vine.helpers.isEmail(value)) {
    field.report('The {{ field }} field must be a valid email address', 'email', field)
  }
})

const blankToNull = (value: string | null | undefined) => (value ? value : null)

const optionalText = (max: number) =>
  vine.string().trim().maxLength(max).nullable().optional().transform(blankToNull)

/** POST and PUT take the same full payload; omitted optional fields become null. */
export const vendorValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(VENDOR_LIMITS.name),
  contactEmail: vine
    .string()
    .trim()
    .maxLength(VENDOR_LIMITS.contactEmail)
    .use(emailWhenGiven())
    .nullable()
    .optional()
    .transform(blankToNull),
  contactPhone: optionalText(VENDOR_LIMITS.contactPhone),
  address: optionalText(VENDOR_LIMITS.address),
})

export type VendorPayload = Infer<typeof vendorValidator>
