import type { HttpContext } from '@adonisjs/core/http'
import {
  loadSampleData,
  removeSampleData,
  sampleDataStatus,
} from '#app/sample_data/load_sample_data'

export default class SampleDataController {
  async show() {
    return sampleDataStatus()
  }

  async store({ auth, response }: HttpContext) {
    const modules = await loadSampleData(auth.getUserOrFail().id)
    return response.created({ modules })
  }

  async destroy({ auth }: HttpContext) {
    const tables = await removeSampleData(auth.getUserOrFail().id)
    return { tables }
  }
}
