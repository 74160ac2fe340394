import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'purchasing',
  dependsOn: ['vendors', 'inventory'],
  routes: () => import('./routes.js'),
  migrations: 'modules/purchasing/server/database/migrations',
  sampleData: () => import('./database/sample_data.js'),
})
