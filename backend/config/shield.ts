import { defineConfig } from '@adonisjs/shield'
import { secureCookies } from '#config/app'

const shieldConfig = defineConfig({
  /* CSP, frame and sniffing headers come from #app/http/security_headers for every answer. */
  csp: {
    enabled: false,
  },
  csrf: {
    enabled: true,
    /* Signed, single-use upload URLs (receiving): the signature is the permission. */
    exceptRoutes: ['/api/objects/uploads/:key'],
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
