import { defineConfig } from '@adonisjs/shield'
import { secureCookies } from '#config/app'

const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`],
      /* antd's CSS-in-JS injects <style> elements at runtime */
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'blob:'],
      connectSrc: [`'self'`],
      fontSrc: [`'self'`, 'data:'],
      mediaSrc: [`'self'`, 'blob:'],
      objectSrc: [`'none'`],
      frameAncestors: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    /*
     * Signed, single-use upload URLs (receiving): the signature is the permission.
     * POS webhooks are signed by the integration's key, not a session (DESIGN §4).
     */
    exceptRoutes: ['/api/objects/uploads/:key', '/api/integrations/:id/webhook'],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: secureCookies,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
