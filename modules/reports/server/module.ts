import { defineModule } from '#app/modules/define_module'

/** Reports reads the other modules through their public APIs and owns no table. */
export default defineModule({
  name: 'reports',
  dependsOn: [
    'vendors',
    'inventory',
    'recipes',
    'purchasing',
    'integrations',
    'receiving',
    'counts',
  ],
  routes: () => import('./routes.js'),
})
