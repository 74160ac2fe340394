import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

/*
 * Lucid builds the SQLite read connection's knex client from a placeholder
 * config and hands it the file per connection (config/database.ts), so knex
 * warns once at start that the file is missing. It is not: a clean start
 * says nothing about it.
 */
const READ_REPLICA_PLACEHOLDER = 'Could not find `connection.filename` in config'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'barstock',
      level: env.get('LOG_LEVEL') ?? (app.inTest ? 'silent' : 'info'),
      hooks: {
        logMethod(args, method) {
          if (typeof args[0] === 'string' && args[0].startsWith(READ_REPLICA_PLACEHOLDER)) return
          method.apply(this, args)
        },
      },
      transport: {
        targets: targets()
          .pushIf(!app.inProduction, targets.pretty())
          .pushIf(app.inProduction, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
