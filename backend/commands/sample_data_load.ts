import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class SampleDataLoad extends BaseCommand {
  static commandName = 'sample-data:load'
  static description = 'Load the demo bar (vendors, products, recipes, orders) into an install'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { loadSampleData } = await import('#app/sample_data/load_sample_data')
    try {
      const modules = await loadSampleData(null)
      this.logger.success(`Sample data loaded for: ${modules.join(', ') || 'no modules'}`)
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
    }
  }
}
