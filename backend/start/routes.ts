/*
 * Kernel routes, then every module's routes (in dependency order), then the
 * client app's fallback — always last so it never shadows an API route.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { modules } from '#start/modules'

const HealthController = () => import('#app/http/health_controller')
const AuthController = () => import('#app/auth/controllers/auth_controller')
const UsersController = () => import('#app/auth/controllers/users_controller')
const ActivityController = () => import('#app/http/activity_controller')
const SpaController = () => import('#app/http/spa_controller')
const SampleDataController = () => import('#app/http/sample_data_controller')

router
  .group(() => {
    router.get('/health', [HealthController, 'show'])

    router.get('/auth/me', [AuthController, 'me'])
    router.post('/auth/setup', [AuthController, 'setup'])
    router.post('/auth/login', [AuthController, 'login'])
    router.post('/auth/logout', [AuthController, 'logout']).use(middleware.auth())

    router.get('/activity', [ActivityController, 'index']).use(middleware.auth())
    router.get('/activity/filters', [ActivityController, 'filters']).use(middleware.auth())

    router
      .group(() => {
        router.get('/users', [UsersController, 'index'])
        router.post('/users', [UsersController, 'store'])
        router.put('/users/:id', [UsersController, 'update'])
        router.get('/sample-data', [SampleDataController, 'show'])
        router.post('/sample-data', [SampleDataController, 'store'])
        router.delete('/sample-data', [SampleDataController, 'destroy'])
      })
      .use([middleware.auth(), middleware.role({ atLeast: 'admin' })])
  })
  .prefix('/api')

for (const manifest of modules) {
  if (manifest.routes) await manifest.routes()
}

router.get('*', [SpaController, 'show'])
