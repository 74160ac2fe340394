import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'integrations',
  dependsOn: ['inventory', 'recipes'],
  routes: () => import('./routes.js'),
  migrations: 'modules/integrations/server/database/migrations',
  uploadRoutes: ['/api/pos-data/import'],
  sampleData: () => import('./database/sample_data.js'),
})
