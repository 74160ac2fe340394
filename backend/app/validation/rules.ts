import vine from '@vinejs/vine'

/**
 * Kernel validation rules every module uses for ids and text, so the API,
 * the spreadsheet import and the export agree on what a value may be.
 */

/** Auto-increment ids fit a signed 32-bit INT on MySQL and SQLite alike. */
export const MAX_ID = 2_147_483_647

const ID_TEXT = /^[1-9]\d{0,9}$/

/**
 * An id: a positive whole number, or its plain decimal string ("12" — a
 * query string has nothing else). `true`, `"  12  "`, `"0x1F"`, `"1e3"`,
 * `1.5`, `0` and `-1` are refused: VineJS's own number() converts with
 * `Number()`, which reads the first three as 1, 12 and 31.
 */
export const id = () =>
  vine
    .number({ strict: true })
    .parse((value) => (typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value))
    .withoutDecimals()
    .min(1)
    .max(MAX_ID)

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/
// eslint-disable-next-line no-control-regex -- tab and line breaks are text in a note
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** True when the text holds a control character the field does not allow. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value)
}

const noControlCharacters = vine.createRule<{ multiline: boolean }>((value, options, field) => {
  if (typeof value === 'string' && hasControlCharacters(value, options.multiline)) {
    field.report(
      options.multiline
        ? 'The {{ field }} field must not contain control characters'
        : 'The {{ field }} field must be one line without control characters',
      'controlCharacters',
      field
    )
  }
})

/**
 * Text typed by a person: trimmed, and without control characters — none
 * at all in a one-line field (names, sizes, numbers), only tab and line
 * breaks in `multiline` ones (notes, instructions, addresses). The import
 * checks its cells with the same rule, so whatever the API stored exports
 * and re-imports unchanged. Chain lengths and the rest as usual:
 * `text().minLength(1).maxLength(120)`.
 */
export const text = (options: { multiline?: boolean } = {}) =>
  vine
    .string()
    .trim()
    .use(noControlCharacters({ multiline: options.multiline ?? false }))
