/*
 * Driver-value conversions live in the kernel (backend/app/database/
 * driver_values.ts); these names stay for code written against them. New
 * code imports the kernel's.
 */
export { toQuantity, toIso, toIsoOrNull, toDateOnly } from '#app/database/driver_values'
export { fieldError } from '#app/exceptions/field_error'
