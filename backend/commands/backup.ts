import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Backup extends BaseCommand {
  static commandName = 'backup'
  static description = 'Write the database and uploads into one verifiable archive'
  static options: CommandOptions = { startApp: true }

  @flags.string({
    description: 'Archive path (default: STORAGE_PATH/backups/barstock-<time>.jsonl.gz)',
  })
  declare output?: string

  async run() {
    const { createBackup } = await import('#app/backup/create_backup')
    const { readFile } = await import('node:fs/promises')
    const pkg = JSON.parse(await readFile(this.app.makePath('package.json'), 'utf8'))
    const file = await createBackup(pkg.version, this.output)
    this.logger.success(`Backup written to ${file}`)
  }
}
