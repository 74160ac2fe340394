import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'vendors',
  dependsOn: [],
  routes: () => import('./routes.js'),
  migrations: 'modules/vendors/server/database/migrations',
  sampleData: () => import('./database/sample_data.js'),
})
