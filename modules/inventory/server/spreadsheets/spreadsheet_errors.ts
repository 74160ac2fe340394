import { Exception } from '@adonisjs/core/exceptions'

/** An upload refused as a whole (wrong type, too large, unreadable): 413, 415 or 422 with a message. */
export class SpreadsheetRejected extends Exception {
  constructor(status: 413 | 415 | 422, message: string) {
    super(message, { status, code: 'E_SPREADSHEET_REJECTED' })
  }
}
