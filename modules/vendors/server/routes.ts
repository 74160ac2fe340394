import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const VendorsController = () => import('#modules/vendors/server/controllers/vendors_controller')

/* Numeric ids only, so /api/vendors/abc is a 404 rather than a database error. */
const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }

router
  .group(() => {
    router.get('/vendors', [VendorsController, 'index'])
    router.get('/vendors/:id', [VendorsController, 'show']).where('id', id)

    router
      .group(() => {
        router.post('/vendors', [VendorsController, 'store'])
        router.put('/vendors/:id', [VendorsController, 'update']).where('id', id)
        router.delete('/vendors/:id', [VendorsController, 'destroy']).where('id', id)
      })
      .use(middleware.role({ atLeast: 'manager' }))
  })
  .prefix('/api')
  .use(middleware.auth())
