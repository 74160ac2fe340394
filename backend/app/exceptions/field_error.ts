import { errors as vineErrors } from '@vinejs/vine'

/**
 * A 422 in the shape VineJS produces (`errors: [{ field, message, rule }]`),
 * for rules only the database can check (a unique name, a product that exists).
 */
export function fieldError(field: string, message: string, rule = 'database') {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}
