import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'recipes',
  dependsOn: ['inventory'],
  routes: () => import('./routes.js'),
  migrations: 'modules/recipes/server/database/migrations',
  sampleData: () => import('./database/sample_data.js'),
})
