import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'receiving',
  dependsOn: ['vendors', 'inventory', 'purchasing', 'recipes'],
  routes: () => import('./routes.js'),
  migrations: 'modules/receiving/server/database/migrations',
  sampleData: () => import('./database/sample_data.js'),
})
