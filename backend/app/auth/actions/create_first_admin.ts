import db from '@adonisjs/lucid/services/db'
import User from '#app/auth/models/user'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'
import { recordActivity } from '#app/activity/activity_log'

/**
 * The first-run screen's action. Checking for users and creating the admin
 * happen in one transaction so two racing setup requests cannot both win;
 * on MySQL the check locks the index range, on SQLite
 * writers are serialised anyway.
 */
export async function createFirstAdmin(username: string, password: string) {
  return db.transaction(async (trx) => {
    const query = trx.from('users').select('id')
    if (!trx.dialect.name.includes('sqlite')) query.forUpdate()
    const existing = await query.first()
    if (existing) throw new ForbiddenException('Setup is already complete')

    const user = await User.create(
      { username, password, role: 'admin', disabled: false },
      { client: trx }
    )
    await recordActivity(
      {
        userId: user.id,
        action: 'setup',
        entityType: 'user',
        entityId: user.id,
        summary: `Created the first administrator ${username}`,
      },
      trx
    )
    return user
  })
}
