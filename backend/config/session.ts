import { defineConfig } from '@adonisjs/session'
import { secureCookies } from '#config/app'
import { hybridSessionStore } from '#app/auth/session_store'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'barstock-session',
  clearWithBrowser: false,
  age: '12h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
  /* Signed-in sessions in the database, an anonymous visitor's CSRF secret in a cookie. */
  store: 'hybrid',
  stores: {
    hybrid: hybridSessionStore(),
  },
})

export default sessionConfig
