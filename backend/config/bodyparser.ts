import { defineConfig } from '@adonisjs/core/bodyparser'
import { uploadRoutes } from '#start/modules'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: false,
    limit: '1mb',
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  /**
   * Multipart bodies are streamed to disk only on the routes that accept
   * uploads; everywhere else they are left unread (DESIGN §5).
   */
  multipart: {
    autoProcess: uploadRoutes,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '60mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
