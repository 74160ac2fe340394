import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'

export default class HealthController {
  async show({ response }: HttpContext) {
    const started = performance.now()
    try {
      await db.rawQuery('select 1 as ok')
      return {
        status: 'ok',
        database: {
          status: 'ok',
          connection: db.primaryConnectionName,
          latencyMs: Math.round(performance.now() - started),
        },
      }
    } catch {
      return response.serviceUnavailable({
        message: 'Database unavailable',
        status: 'error',
        database: { status: 'error', connection: db.primaryConnectionName },
      })
    }
  }
}
