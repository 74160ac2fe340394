import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PosDataController = () =>
  import('#modules/integrations/server/controllers/pos_data_controller')

router
  .group(() => {
    router.get('/pos-data', [PosDataController, 'index'])

    router
      .group(() => {
        router.post('/pos-data', [PosDataController, 'store'])
      })
      .use(middleware.role({ atLeast: 'manager' }))
  })
  .prefix('/api')
  .use(middleware.auth())
