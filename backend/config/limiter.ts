import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/**
 * The database store lets every process (pm2 workers, a restarted server)
 * share the same counts.
 */
const limiterConfig = defineConfig({
  default: 'database',
  stores: {
    database: stores.database({ tableName: 'rate_limits' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
