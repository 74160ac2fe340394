import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ReportsController = () => import('#modules/reports/server/controllers/reports_controller')
const VarianceController = () => import('#modules/reports/server/controllers/variance_controller')

/* Read-only figures: everyone signed in may view them (DESIGN §5, staff view). */
router
  .group(() => {
    router.get('/dashboard/metrics', [ReportsController, 'metrics'])
    router.get('/sales-report', [ReportsController, 'salesReport'])
    router.get('/reports/sales-by-day', [ReportsController, 'salesByDay'])
    router.get('/reports/top-recipes', [ReportsController, 'topRecipes'])
    router.get('/reports/summary', [ReportsController, 'summary'])
    router.get('/reports/low-stock', [ReportsController, 'lowStock'])
    router.get('/reports/inventory-by-category', [ReportsController, 'inventoryByCategory'])
    router.get('/reports/deductions', [ReportsController, 'deductions'])
    router.get('/reports/export', [ReportsController, 'export'])
    router.get('/reports/variance', [VarianceController, 'show'])
    router.get('/reports/variance/export', [VarianceController, 'export'])
    router.get('/reports/variance/counts', [VarianceController, 'counts'])
  })
  .prefix('/api')
  .use(middleware.auth())
