import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * What an owner (or support) checks first when something is off: each line
 * says ok or what to do.
 */
export default class Doctor extends BaseCommand {
  static commandName = 'doctor'
  static description = 'Check the install: Node, database, storage, disk space, admin, backups'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { access, mkdir, readdir, stat, statfs } = await import('node:fs/promises')
    const { constants } = await import('node:fs')
    const { join } = await import('node:path')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { storagePath } = await import('#config/app')
    const { aceInvocation } = await import('#app/cli/ace_invocation')
    const ace = aceInvocation()

    let failures = 0
    const report = (ok: boolean, message: string) => {
      if (ok) this.logger.success(message)
      else {
        failures++
        this.logger.error(message)
      }
    }

    const major = Number(process.versions.node.split('.')[0])
    report(
      major >= 24,
      `Node.js ${process.versions.node}${major >= 24 ? '' : ' — Barstock needs Node 24 or newer'}`
    )

    try {
      await db.rawQuery('select 1 as ok')
      report(true, `Database answers (${db.primaryConnectionName})`)
      const admins = await db
        .from('users')
        .where('role', 'admin')
        .where('disabled', false)
        .count('* as total')
      const count = Number(admins[0].total)
      report(
        count > 0,
        count > 0
          ? `${count} enabled admin(s)`
          : `No admin yet — open the app to run first-time setup, or \`${ace} users:create\``
      )
    } catch (error) {
      report(false, `Database does not answer: ${(error as Error).message}`)
    }

    try {
      await mkdir(storagePath, { recursive: true })
      await access(storagePath, constants.W_OK)
      report(true, `Storage folder writable: ${storagePath}`)
      const disk = await statfs(storagePath)
      const freeGb = (disk.bavail * disk.bsize) / 1024 ** 3
      report(
        freeGb >= 1,
        `Free disk space: ${freeGb.toFixed(1)} GB${freeGb >= 1 ? '' : ' — less than 1 GB left'}`
      )
    } catch (error) {
      report(false, `Storage folder not writable (${storagePath}): ${(error as Error).message}`)
    }

    report(true, process.env.APP_KEY ? 'App key present' : 'App key missing')

    const backups = join(storagePath, 'backups')
    const entries = await readdir(backups).catch(() => [] as string[])
    const names = entries.filter((name) => name.endsWith('.jsonl.gz'))
    if (names.length === 0) {
      report(false, `No backup yet — run \`${ace} backup\` (and copy it off this machine)`)
    } else {
      const stats = await Promise.all(names.map((name) => stat(join(backups, name))))
      const newest = Math.max(...stats.map((entry) => entry.mtimeMs))
      const days = Math.floor((Date.now() - newest) / 86_400_000)
      report(
        days <= 7,
        `Newest backup is ${days} day(s) old${days <= 7 ? '' : ' — make a fresh one'}`
      )
    }

    this.exitCode = failures ? 1 : 0
  }
}
