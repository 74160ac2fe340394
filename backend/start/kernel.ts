import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import { validateBodyOnly } from '#app/http/body_only_validation'
import { installLastResortHandlers } from '#app/http/last_resort'
import { removeStaleUploads } from '#app/http/uploads'

server.errorHandler(() => import('#app/exceptions/handler'))

/* Mutations validate the body alone, in every controller (DESIGN §4). */
validateBodyOnly()

if (app.getEnvironment() === 'web' || app.getEnvironment() === 'test') {
  installLastResortHandlers(logger)
  await removeStaleUploads()
}

/* Static files before compression: the build compressed them already (precompressed.ts). */
server.use([
  () => import('#app/middleware/security_headers_middleware'),
  () => import('#app/middleware/container_bindings_middleware'),
  () => import('#app/middleware/static_middleware'),
  () => import('#app/middleware/compression_middleware'),
])

/*
 * Order matters: the body is parsed and checked first (multipart bodies are
 * left unread), then session, CSRF and auth; the upload middleware comes
 * last so an upload is read only once all of those have passed.
 */
router.use([
  () => import('#app/middleware/body_parser_middleware'),
  () => import('#app/middleware/session_middleware'),
  () => import('#app/middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#app/middleware/upload_middleware'),
])

export const middleware = router.named({
  auth: () => import('#app/middleware/auth_middleware'),
  role: () => import('#app/middleware/role_middleware'),
})
