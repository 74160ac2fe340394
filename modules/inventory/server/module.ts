import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'inventory',
  dependsOn: ['vendors'],
  routes: () => import('./routes.js'),
  migrations: 'modules/inventory/server/database/migrations',
  uploadRoutes: ['/api/products/import'],
  sampleData: () => import('./database/sample_data.js'),
})
