import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#app/exceptions/handler'))

server.use([
  () => import('#app/middleware/container_bindings_middleware'),
  () => import('#app/middleware/compression_middleware'),
  () => import('#app/middleware/static_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#app/middleware/session_middleware'),
  () => import('#app/middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  auth: () => import('#app/middleware/auth_middleware'),
  role: () => import('#app/middleware/role_middleware'),
})
