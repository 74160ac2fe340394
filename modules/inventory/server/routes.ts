import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
/*
 * The spreadsheet readers load at boot, not with the files controller on
 * first use: evaluating exceljs and SheetJS (half a second on a busy CPU)
 * would otherwise stall every request behind the first export or import.
 */
import '#modules/inventory/server/spreadsheets/read_spreadsheet'

const ProductsController = () => import('#modules/inventory/server/controllers/products_controller')
const ProductFilesController = () =>
  import('#modules/inventory/server/controllers/product_files_controller')
const InventoryAdjustmentsController = () =>
  import('#modules/inventory/server/controllers/inventory_adjustments_controller')

/* Numeric ids only, so /api/products/abc is a 404 rather than a database error. */
const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }

router
  .group(() => {
    /* Staff: view, export, count and adjust stock (DESIGN §5). */
    router.get('/products', [ProductsController, 'index'])
    router.get('/products/export', [ProductFilesController, 'export'])
    router.get('/products/categories', [ProductsController, 'categories'])
    router.get('/products/barcode/:code', [ProductsController, 'showByBarcode'])
    router.get('/products/:id', [ProductsController, 'show']).where('id', id)
    router.put('/products/:id', [ProductsController, 'update']).where('id', id)
    router.get('/inventory-adjustments', [InventoryAdjustmentsController, 'index'])
    router.post('/inventory-adjustments', [InventoryAdjustmentsController, 'store'])
    router.get('/inventory/summary', [InventoryAdjustmentsController, 'summary'])

    router
      .group(() => {
        router.post('/products', [ProductsController, 'store'])
        router.post('/products/import', [ProductFilesController, 'import'])
        router.delete('/products/:id', [ProductsController, 'destroy']).where('id', id)
      })
      .use(middleware.role({ atLeast: 'manager' }))
  })
  .prefix('/api')
  .use(middleware.auth())
