import type { HttpContext } from '@adonisjs/core/http'
import { loadSampleData } from '#app/sample_data/load_sample_data'

export default class SampleDataController {
  async store({ auth, response }: HttpContext) {
    const modules = await loadSampleData(auth.getUserOrFail().id)
    return response.created({ modules })
  }
}
