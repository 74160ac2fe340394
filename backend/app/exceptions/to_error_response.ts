import { errors as vineErrors } from '@vinejs/vine'
import {
  isForeignKeyViolation,
  isLockConflict,
  isUniqueViolation,
} from '#app/database/database_errors'

export interface FieldError {
  field: string
  message: string
  rule: string
}

export interface ErrorResponse {
  status: number
  headers: Record<string, string>
  body: { message: string; errors?: FieldError[] }
}

const MESSAGES_BY_CODE: Record<string, string> = {
  E_ROUTE_NOT_FOUND: 'Not found',
  E_ROW_NOT_FOUND: 'Not found',
  E_UNAUTHORIZED_ACCESS: 'Not signed in',
  E_BAD_CSRF_TOKEN: 'Invalid or missing CSRF token',
  E_TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  E_INVALID_CREDENTIALS: 'Invalid username or password',
}

const STATUS_BY_CODE: Record<string, number> = {
  E_ROUTE_NOT_FOUND: 404,
  E_ROW_NOT_FOUND: 404,
  E_UNAUTHORIZED_ACCESS: 401,
  E_BAD_CSRF_TOKEN: 403,
  E_TOO_MANY_REQUESTS: 429,
  E_INVALID_CREDENTIALS: 400,
}

/**
 * Maps anything thrown during a request onto the API's error shape
 * (DESIGN §4). Pure so it is tested once, without a server.
 */
export function toErrorResponse(
  error: unknown,
  options: { exposeInternal: boolean }
): ErrorResponse {
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const messages = error.messages as Array<{ field: string; message: string; rule: string }>
    return {
      status: 422,
      headers: {},
      body: {
        message: messages[0]?.message ?? 'Validation failed',
        errors: messages.map(({ field, message, rule }) => ({ field, message, rule })),
      },
    }
  }

  const candidate = (error ?? {}) as {
    code?: string
    status?: number
    message?: string
    response?: { availableIn?: number }
  }
  const code = candidate.code ?? ''

  if (isUniqueViolation(error)) {
    return plain(409, 'A record with the same unique value already exists')
  }
  if (isForeignKeyViolation(error)) {
    return plain(409, 'The record is still referenced by other records')
  }
  if (isLockConflict(error)) {
    return {
      ...plain(503, 'The database is busy, please try again'),
      headers: { 'Retry-After': '1' },
    }
  }

  let status = STATUS_BY_CODE[code] ?? candidate.status ?? 500
  if (typeof status !== 'number' || status < 400 || status > 599) status = 500

  if (status >= 500) {
    const message =
      options.exposeInternal && candidate.message ? candidate.message : 'Internal server error'
    return plain(status, message)
  }

  /* Our own 401s ("Account disabled") say why; the guard's default does not. */
  const ownAuthMessage =
    code === 'E_UNAUTHORIZED_ACCESS' && candidate.message !== 'Unauthorized access'
  let message =
    (ownAuthMessage ? candidate.message : MESSAGES_BY_CODE[code]) ??
    candidate.message ??
    'Request failed'
  if (error instanceof SyntaxError || message.startsWith('Invalid JSON')) {
    status = 400
    message = 'Malformed JSON body'
  }

  const headers: Record<string, string> = {}
  if (status === 429) {
    const seconds = candidate.response?.availableIn
    if (typeof seconds === 'number')
      headers['Retry-After'] = String(Math.max(1, Math.ceil(seconds)))
  }

  return { status, headers, body: { message: stripCodePrefix(message) } }
}

function plain(status: number, message: string): ErrorResponse {
  return { status, headers: {}, body: { message } }
}

/* Framework messages read "E_CODE: text"; users need only the text. */
function stripCodePrefix(message: string): string {
  return message.replace(/^E_[A-Z_]+:\s*/, '')
}
