import { Exception } from '@adonisjs/core/exceptions'

/** A request that is valid but not allowed in the entity's current state. */
export class ConflictException extends Exception {
  static status = 409
  static code = 'E_CONFLICT'
}
