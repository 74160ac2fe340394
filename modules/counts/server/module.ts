import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'counts',
  dependsOn: ['inventory'],
  routes: () => import('./routes.js'),
  migrations: 'modules/counts/server/database/migrations',
})
