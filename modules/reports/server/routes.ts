import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

/*
 * Every route here needs a session. Name the least role each route needs
 * with middleware.role({ atLeast: 'staff' | 'manager' | 'admin' }).
 */
router
  .group(() => {})
  .prefix('/api')
  .use(middleware.auth())
