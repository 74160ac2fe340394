import { defineConfig } from '@adonisjs/shield'
import { secureCookies } from '#config/app'

const shieldConfig = defineConfig({
  /* CSP, frame and sniffing headers come from #app/http/security_headers for every answer. */
  csp: {
    enabled: false,
  },
  csrf: {
    enabled: true,
    /*
     * Signed, single-use upload URLs (receiving) and POS webhooks (signed by the
     * integration's key, DESIGN §4): the signature is the permission, not a session.
     */
    exceptRoutes: ['/api/objects/uploads/:key', '/api/integrations/:id/webhook'],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: false,
  },
  hsts: {
    enabled: secureCookies,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: false,
  },
})

export default shieldConfig
