import { Exception } from '@adonisjs/core/exceptions'

export class NotFoundException extends Exception {
  static status = 404
  static code = 'E_NOT_FOUND'
}

/**
 * What a query found, or a 404 `{ message }`: controllers and actions write
 * `await findOr404(findRecipe(id), 'Recipe not found')` instead of their own
 * `if (!row) throw …`.
 */
export async function findOr404<T>(
  found: Promise<T | null | undefined> | T | null | undefined,
  message: string
): Promise<T> {
  const value = await found
  if (value === null || value === undefined) throw new NotFoundException(message)
  return value
}
