/*
 * Driver-value and money conversions live in the kernel
 * (backend/app/database/driver_values.ts, backend/shared/money.ts); these
 * names stay for code written against them. New code imports the kernel's.
 */
export {
  toMilli,
  fromMilli,
  toQuantity as toStock,
  toNumberOrNull,
  toIso,
} from '#app/database/driver_values'
export { toMoney, toMoneyOrNull } from '#shared/money'
export { fieldError } from '#app/exceptions/field_error'
