import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AreasController = () => import('#modules/counts/server/controllers/count_areas_controller')
const SessionsController = () =>
  import('#modules/counts/server/controllers/count_sessions_controller')

/* Numeric ids only, so /api/count-sessions/abc is a 404 rather than a database error. */
const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }

router
  .group(() => {
    /* Staff count: they read areas, shelf lists and sessions and send lines (DESIGN §5). */
    router.get('/count-areas', [AreasController, 'index'])
    router.get('/count-areas/:id/products', [AreasController, 'shelf']).where('id', id)
    router.get('/count-sessions', [SessionsController, 'index'])
    router.get('/count-sessions/:id', [SessionsController, 'show']).where('id', id)
    router.post('/count-sessions/:id/lines', [SessionsController, 'lines']).where('id', id)

    router
      .group(() => {
        router.post('/count-areas', [AreasController, 'store'])
        router.put('/count-areas/order', [AreasController, 'reorder'])
        router.put('/count-areas/:id', [AreasController, 'update']).where('id', id)
        router.delete('/count-areas/:id', [AreasController, 'destroy']).where('id', id)
        router.put('/count-areas/:id/products', [AreasController, 'updateShelf']).where('id', id)

        router.post('/count-sessions', [SessionsController, 'store'])
        router.get('/count-sessions/:id/review', [SessionsController, 'review']).where('id', id)
        router.post('/count-sessions/:id/recounts', [SessionsController, 'recount']).where('id', id)
        router
          .post('/count-sessions/:id/finalize', [SessionsController, 'finalize'])
          .where('id', id)
      })
      .use(middleware.role({ atLeast: 'manager' }))
  })
  .prefix('/api')
  .use(middleware.auth())
