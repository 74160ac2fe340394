import { defineConfig } from '@adonisjs/core/bodyparser'

/** Files one upload request may carry (UploadMiddleware). */
export const MAX_UPLOAD_FILES = 10

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  /*
   * Strings arrive exactly as sent: validators trim text themselves
   * (`text()`), and an id sent as "  12  " must be refused, not read as 12.
   */
  form: {
    convertEmptyStringsToNull: true,
    trimWhitespaces: false,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: false,
    trimWhitespaces: false,
    limit: '1mb',
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  /**
   * The framework never reads a multipart body: the kernel's UploadMiddleware
   * does, only on the registry's upload routes, after session, CSRF and auth
   * (DESIGN §5). `limit` caps the files of one request, `fieldsLimit` and
   * `maxFields` its plain fields; a handler checks its own, smaller caps.
   */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '20mb',
    fieldsLimit: '1mb',
    maxFields: 100,
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
