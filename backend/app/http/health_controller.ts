import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { checkDatabase } from '#app/http/database_probe'

export default class HealthController {
  async show({ response }: HttpContext) {
    const check = await checkDatabase()
    if (!check.ok) {
      return response.serviceUnavailable({
        message: 'Database unavailable',
        status: 'error',
        database: { status: 'error', connection: db.primaryConnectionName },
      })
    }
    return {
      status: 'ok',
      database: { status: 'ok', connection: db.primaryConnectionName, latencyMs: check.latencyMs },
    }
  }
}
