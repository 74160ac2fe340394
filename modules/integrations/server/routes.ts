import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const IntegrationsController = () =>
  import('#modules/integrations/server/controllers/integrations_controller')
const WebhooksController = () =>
  import('#modules/integrations/server/controllers/webhooks_controller')
const PosDataController = () =>
  import('#modules/integrations/server/controllers/pos_data_controller')
const PosImportController = () =>
  import('#modules/integrations/server/controllers/pos_import_controller')
const MappingsController = () =>
  import('#modules/integrations/server/controllers/mappings_controller')

/* Numeric ids only, so /api/integrations/abc is a 404 rather than a database error. */
const id = { match: /^[1-9]\d{0,9}$/, cast: (value: string) => Number(value) }

/*
 * Signed by the integration's key instead of a session; exempt from CSRF in
 * config/shield.ts by this exact pattern.
 */
router.post('/api/integrations/:id/webhook', [WebhooksController, 'receive']).where('id', id)

router
  .group(() => {
    router.get('/integrations', [IntegrationsController, 'index'])
    router.get('/integrations/:id', [IntegrationsController, 'show']).where('id', id)
    router.get('/pos-data', [PosDataController, 'index'])
    router.get('/pos-item-mappings/unmapped', [MappingsController, 'unmapped'])

    router
      .group(() => {
        router.post('/integrations/:id/test', [IntegrationsController, 'test']).where('id', id)
        router.post('/pos-data', [PosDataController, 'store'])
        router.post('/pos-data/import', [PosImportController, 'import'])
        router.post('/pos-item-mappings', [MappingsController, 'store'])
      })
      .use(middleware.role({ atLeast: 'manager' }))

    router
      .group(() => {
        router.post('/integrations', [IntegrationsController, 'store'])
        router.put('/integrations/:id', [IntegrationsController, 'update']).where('id', id)
        router.delete('/integrations/:id', [IntegrationsController, 'destroy']).where('id', id)
        router
          .post('/integrations/:id/webhook-key', [IntegrationsController, 'rotateWebhookKey'])
          .where('id', id)
      })
      .use(middleware.role({ atLeast: 'admin' }))
  })
  .prefix('/api')
  .use(middleware.auth())
