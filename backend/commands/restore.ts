import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

export default class Restore extends BaseCommand {
  static commandName = 'restore'
  static description = 'Replace all data and uploads with a backup archive (stop the server first)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Path of the .jsonl.gz archive made by `node ace backup`' })
  declare file: string

  @flags.boolean({ description: 'Do not ask for confirmation' })
  declare force: boolean

  async run() {
    const { restoreBackup, verifyBackup } = await import('#app/backup/restore_backup')
    try {
      const manifest = await verifyBackup(this.file)
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
      this.logger.info(
        `Backup of ${manifest.createdAt}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files`
      )
      if (!this.force) {
        if (!process.stdin.isTTY) {
          throw new Error(
            'Restore replaces all data and needs confirmation, but there is no terminal to ask: run it again with --force'
          )
        }
        const confirmed = await this.prompt.confirm(
          'This replaces ALL current data and uploads. Continue?'
        )
        if (!confirmed) return
      }
      await restoreBackup(this.file)
      this.logger.success('Restore complete. Everyone must sign in again.')
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
    }
  }
}
