import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Creates a user from the shell: the way to add an admin before anyone can
 * sign in, or to regain access when every admin has forgotten a password.
 */
export default class UsersCreate extends BaseCommand {
  static commandName = 'users:create'
  static description = 'Create a user who can sign in (asks for missing values on a terminal)'
  static help = [
    'node ace users:create --username=owner --role=admin',
    'node ace users:create --username=sam --password=... --role=staff',
  ]
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Sign-in name (3–64 letters, digits, . _ @ -)' })
  declare username?: string

  @flags.string({ description: 'Password, at least 8 characters; asked for when omitted' })
  declare password?: string

  @flags.string({ description: 'admin, manager or staff', default: 'admin' })
  declare role: string

  async run() {
    const username = this.username ?? (await this.askFor('username'))
    const password = this.password ?? (await this.askFor('password'))
    if (username === undefined || password === undefined) return

    const { createUserValidator } = await import('#app/auth/validators/auth_validators')
    const [invalid, payload] = await createUserValidator.tryValidate({
      username,
      password,
      role: this.role,
    })
    if (invalid) {
      const messages = invalid.messages as Array<{ message: string }>
      for (const { message } of messages) this.logger.error(message)
      this.exitCode = 1
      return
    }

    const { createUser } = await import('#app/auth/actions/create_user')
    const { ConflictException } = await import('#app/exceptions/conflict_exception')
    try {
      const user = await createUser(payload, null)
      this.logger.success(`Created ${user.role} "${user.username}"; they can sign in now`)
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }

  /*
   * Prompting without a terminal would hang a script (an entrypoint, CI)
   * waiting on stdin, so there a missing value is an error instead.
   */
  private async askFor(field: 'username' | 'password'): Promise<string | undefined> {
    if (!process.stdin.isTTY) {
      this.logger.error(`Pass --${field}: there is no terminal to ask on`)
      this.exitCode = 1
      return undefined
    }
    return field === 'password'
      ? this.prompt.secure('Password (at least 8 characters)')
      : this.prompt.ask('Username')
  }
}
