import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { text } from '#app/validation/rules'
import type { Infer } from '@vinejs/vine/types'
import { VENDOR_LIMITS } from '#modules/vendors/shared/vendor_rules'

/* The built-in email rule refuses '', but an empty field means "no email". */
const emailWhenGiven = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && value !== '' && !vine.helpers.isEmail(value)) {
    field.report('Enter a valid email address', 'email', field)
  }
})

const blankToNull = (value: string | null | undefined) => (value ? value : null)

const optionalText = (max: number, multiline = false) =>
  text({ multiline }).maxLength(max).nullable().optional().transform(blankToNull)

/** POST and PUT take the same full payload; omitted optional fields become null. */
export const vendorValidator = vine.create({
  name: text().minLength(1).maxLength(VENDOR_LIMITS.name),
  contactEmail: text()
    .maxLength(VENDOR_LIMITS.contactEmail)
    .use(emailWhenGiven())
    .nullable()
    .optional()
    .transform(blankToNull),
  contactPhone: optionalText(VENDOR_LIMITS.contactPhone),
  address: optionalText(VENDOR_LIMITS.address, true),
})

/* Messages a person reads under the dialog's fields, matching the client's own checks. */
vendorValidator.messagesProvider = new SimpleMessagesProvider(
  {
    'name.required': 'Name is required',
    'name.minLength': 'Name is required',
    'string': '{{ field }} must be text',
    'maxLength': '{{ field }} must be at most {{ max }} characters',
    'email': 'Enter a valid email address',
  },
  { name: 'Name', contactEmail: 'Email', contactPhone: 'Phone', address: 'Address' }
)

export type VendorPayload = Infer<typeof vendorValidator>
