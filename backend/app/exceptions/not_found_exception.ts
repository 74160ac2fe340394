import { Exception } from '@adonisjs/core/exceptions'

export class NotFoundException extends Exception {
  static status = 404
  static code = 'E_NOT_FOUND'
}
