import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OrdersController = () =>
  import('#modules/purchasing/server/controllers/purchase_orders_controller')
const SuggestionsController = () =>
  import('#modules/purchasing/server/controllers/suggestions_controller')

/* Numeric ids only, so /api/purchase-orders/abc is a 404 rather than a database error. */
const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }

router
  .group(() => {
    router.get('/purchase-orders', [OrdersController, 'index'])
    router.get('/purchase-orders/:id', [OrdersController, 'show']).where('id', id)
    /*
     * Staff may PUT { status: 'received' } (they receive shipments, SPEC §7);
     * every other change is checked for the manager role in the controller.
     */
    router.put('/purchase-orders/:id', [OrdersController, 'update']).where('id', id)

    router
      .group(() => {
        router.get('/purchase-orders/suggestions', [SuggestionsController, 'index'])
        router
          .get('/purchase-orders/suggestions/:productId', [SuggestionsController, 'show'])
          .where('productId', id)
        router.post('/purchase-orders/suggestions', [SuggestionsController, 'store'])

        router.post('/purchase-orders', [OrdersController, 'store'])
        router.post('/purchase-orders/:id/email', [OrdersController, 'email']).where('id', id)
        router.delete('/purchase-orders/:id', [OrdersController, 'destroy']).where('id', id)
      })
      .use(middleware.role({ atLeast: 'manager' }))
  })
  .prefix('/api')
  .use(middleware.auth())
