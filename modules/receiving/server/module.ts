import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: 'receiving',
  dependsOn: ['vendors', 'inventory', 'purchasing', 'recipes'],
  routes: () => import('./routes.js'),
  migrations: 'modules/receiving/server/database/migrations',
  /* Invoice photos arrive as a raw PUT to a signed upload URL (SPEC §7). */
  rawBodyRoutes: ['/api/objects/uploads/:key'],
  sampleData: () => import('./database/sample_data.js'),
})
