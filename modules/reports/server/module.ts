import { defineModule } from '#app/modules/define_module'

/** Reports reads the other modules through their public APIs and owns no table. */
export default defineModule({
  name: 'reports',
  dependsOn: ['inventory', 'recipes', 'purchasing', 'counts'],
  routes: () => import('./routes.js'),
})
