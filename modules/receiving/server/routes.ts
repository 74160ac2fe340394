import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ReceiptsController = () => import('#modules/receiving/server/controllers/receipts_controller')
const UploadsController = () => import('#modules/receiving/server/controllers/uploads_controller')
const VendorClaimsController = () =>
  import('#modules/receiving/server/controllers/vendor_claims_controller')

const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }
const key = { match: /^[0-9a-f-]{36}$/ }

router
  .group(() => {
    /* Staff receive shipments (DESIGN §5); adjusting a received order is checked for manager in the action. */
    router.post('/receipts', [ReceiptsController, 'store'])
    router.get('/receipts/:id', [ReceiptsController, 'show']).where('id', id)
    router.post('/receipt-items', [ReceiptsController, 'storeItem'])
    router.post('/invoice-photos', [ReceiptsController, 'storePhoto'])
    router.post('/objects/upload', [UploadsController, 'create'])
    router.get('/objects/uploads/:key', [UploadsController, 'show']).where('key', key)
    router.get('/purchase-orders/:id/receipt', [ReceiptsController, 'ofOrder']).where('id', id)
    router.post('/purchase-orders/:id/receive', [ReceiptsController, 'receive']).where('id', id)

    router
      .group(() => {
        router
          .post('/purchase-orders/:id/back-order', [VendorClaimsController, 'backOrder'])
          .where('id', id)
        router
          .get('/purchase-orders/:id/credit-request', [VendorClaimsController, 'show'])
          .where('id', id)
        router
          .post('/purchase-orders/:id/credit-request/email', [VendorClaimsController, 'email'])
          .where('id', id)
      })
      .use(middleware.role({ atLeast: 'manager' }))
  })
  .prefix('/api')
  .use(middleware.auth())

/*
 * The signed upload URL is its own permission, like a storage service's:
 * no session needed, and exempt from CSRF (see config/shield.ts).
 */
router.put('/api/objects/uploads/:key', [UploadsController, 'put']).where('key', key)
