import { defineConfig, stores } from '@adonisjs/session'
import { secureCookies } from '#config/app'

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
  store: 'database',
  stores: {
    database: stores.database({ tableName: 'sessions' }),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
