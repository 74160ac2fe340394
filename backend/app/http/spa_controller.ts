import { existsSync } from 'node:fs'
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { NotFoundException } from '#app/exceptions/not_found_exception'

/**
 * Client-side routes: every GET outside /api answers with the client's
 * index.html, and the client router draws the screen (or its 404 page).
 */
export default class SpaController {
  async show({ request, response }: HttpContext) {
    if (request.url() === '/api' || request.url().startsWith('/api/')) {
      throw new NotFoundException('Not found')
    }
    const index = app.publicPath('index.html')
    if (!existsSync(index)) {
      return response.serviceUnavailable({
        message: 'The client is not built. Run `npm run build` first.',
      })
    }
    response.header('Cache-Control', 'no-cache')
    return response.download(index)
  }
}
