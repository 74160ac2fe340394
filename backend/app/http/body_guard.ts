import { Exception } from '@adonisjs/core/exceptions'
import { errors as vineErrors } from '@vinejs/vine'

/** Deeper than any payload of ours (an order is 3 levels); far below what recursion survives. */
export const MAX_BODY_DEPTH = 32

/*
 * C0 control characters other than tab, line feed and carriage return, and DEL.
 * Single-line fields refuse those three as well (the `text()` rule).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export class BodyTooDeepException extends Exception {
  static status = 400
  static code = 'E_BODY_TOO_DEEP'
  constructor() {
    super(`The request body is nested more than ${MAX_BODY_DEPTH} levels deep`)
  }
}

function fieldError(path: string, message: string, rule: string) {
  const field = path || 'body'
  return new vineErrors.E_VALIDATION_ERROR([
    { field, message: message.replace('{{ field }}', field), rule },
  ])
}

/**
 * Checks a parsed request body before anything else reads it, so no route
 * (present or future, signed in or not) meets values that crash the
 * framework or a validator:
 *
 * - nesting deeper than MAX_BODY_DEPTH (the framework deep-clones every body,
 *   recursively, and overflows the stack around 2,000 levels);
 * - object keys that shadow Object.prototype members (`toString`, `valueOf`,
 *   `constructor`, `__proto__` …): `{"toString":1}` makes `Number(value)`
 *   throw inside VineJS instead of failing validation;
 * - strings (keys too) that are not well-formed Unicode, such as a lone
 *   surrogate `"\ud800"` (URIError inside the e-mail check);
 * - control characters other than tab and line breaks, in any string;
 * - numbers that are not finite (`1e999` parses to Infinity).
 *
 * Iterative, so the check itself cannot overflow. Throws a 400 for the
 * structure and a 422 in the validation shape for a bad value.
 */
export function assertSafeBody(body: unknown): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: body, path: '', depth: 1 },
  ]
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!
    if (typeof value === 'string') {
      if (!value.isWellFormed()) {
        throw fieldError(path, 'The {{ field }} field contains invalid Unicode text', 'unicode')
      }
      if (CONTROL_CHARACTERS.test(value)) {
        throw fieldError(
          path,
          'The {{ field }} field must not contain control characters',
          'controlCharacters'
        )
      }
      continue
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value))
        throw fieldError(path, 'The {{ field }} field must be a number', 'number')
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth > MAX_BODY_DEPTH) throw new BodyTooDeepException()
    /* Multipart bodies hold MultipartFile instances: only plain data is walked. */
    if (!Array.isArray(value) && !isPlainObject(value)) continue
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key
      if (!Array.isArray(value)) {
        if (!key.isWellFormed()) {
          throw fieldError(path, 'The {{ field }} field contains invalid Unicode text', 'unicode')
        }
        if (key === 'prototype' || Object.hasOwn(Object.prototype, key)) {
          throw fieldError(childPath, 'The {{ field }} field is not allowed', 'reservedKey')
        }
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 })
    }
  }
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
