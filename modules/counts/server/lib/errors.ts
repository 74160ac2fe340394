import { errors as vineErrors } from '@vinejs/vine'

/** A 422 in the same shape VineJS produces, for rules that need the database. */
export function fieldError(field: string, message: string, rule = 'database') {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}
